import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField } from 'react-aria-components';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { controlChrome, FieldFrame, fieldRoot } from '.';
import { invalidState } from './invalidState';

const Root = styled(TextField)`
  ${fieldRoot}
`;

const Control = styled(Input)`
  ${controlChrome}
`;

/** A field of one's own: a react-aria field root, the frame, and any control inside it. */
const meta = {
  title: 'Primitives/FieldFrame',
  component: FieldFrame,
  args: { label: 'Title', children: null },
  render: (args) => (
    <Root isInvalid={invalidState(undefined, args.errorMessage)}>
      <FieldFrame {...args}>
        <Control />
      </FieldFrame>
    </Root>
  ),
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { label: 'Sale price', description: 'Leave at 0 when the product is not on sale.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Sale price' })).toHaveAccessibleDescription(
      'Leave at 0 when the product is not on sale.',
    );
  },
};

export const WithError: Story = {
  args: { label: 'Title', errorMessage: 'Title is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Title is required');
  },
};
