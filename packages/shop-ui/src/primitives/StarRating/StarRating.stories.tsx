import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { lightTheme } from '../../theme';
import { StarRating, type StarRatingProps } from './StarRating';

/** The input owns its value here, as the review form does. */
function RatingInput({ value: initial, onChange, ...props }: StarRatingProps) {
  const [value, setValue] = useState(initial);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  args: { value: 4 },
  argTypes: { size: { control: 'select', options: Object.keys(lightTheme.iconSizes) } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const ReadOnlyAverage: Story = {
  args: { value: 3.666, isReadOnly: true, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3.7 out of 5 stars' })).toBeVisible();
  },
};

export const ReadOnlyUnrated: Story = {
  args: { value: 0, isReadOnly: true, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '0 out of 5 stars' })).toBeVisible();
  },
};

export const InputEmpty: Story = {
  render: (args) => <RatingInput {...args} />,
  args: { value: 0, label: 'Your rating', onChange: fn() },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toBeVisible();
    const stars = canvas.getAllByRole('radio');
    await expect(stars.map((star) => star.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
  },
};

export const InputWithArrowKeys: Story = {
  render: (args) => <RatingInput {...args} />,
  args: { value: 0, label: 'Your rating', onChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    // With nothing chosen, Tab lands on the first star without choosing it.
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    // Leaving and coming back lands on the chosen star.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
  },
};

export const InputWithPointer: Story = {
  render: (args) => <RatingInput {...args} />,
  args: { value: 2, label: 'Your rating', onChange: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.click(canvas.getByText('5 stars'));
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(5);
  },
};

export const InputDisabled: Story = {
  args: { value: 3, label: 'Your rating', onChange: fn(), isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
