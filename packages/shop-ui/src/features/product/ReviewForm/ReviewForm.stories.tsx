import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** Without the backend's fit answers the form asks nothing about fit. */
export const NoFitQuestion: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup', { name: 'How does it fit?' })).toBeNull();
  },
};

/** Extension `review-fit`: an optional question, sent with the review and cleared after it. */
export const AsksFit: Story = {
  args: { asksFit: true },
  play: async ({ canvas, args }) => {
    const fit = canvas.getByRole('radiogroup', { name: 'How does it fit?' });
    await expect(fit).toHaveAccessibleDescription('Optional');
    await expect(
      within(fit)
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['small', 'true', 'large']);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Snug');
    // Not required: Submit is enabled before any fit answer.
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Runs small' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, message: 'Snug', fit: 'small' });
    await expect(canvas.getByRole('radio', { name: 'Runs small' })).not.toBeChecked();
  },
};
