import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Components/Product/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn(async () => true) },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitDisabledWhileEmpty: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), '  \n ');
    await expect(submit).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Tab reaches the first star without choosing it; an arrow key moves and chooses.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('  Fits well  ');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 2, message: 'Fits well' });
    // Cleared after a successful submit.
    await expect(canvas.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
  },
};

export const Pending: Story = {
  args: { isPending: true },
};
