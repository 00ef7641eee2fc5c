import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { lightTheme } from '../../theme';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Sale' },
  // Tone is a type the docs generator does not follow into the theme: list its values here.
  argTypes: { tone: { control: 'select', options: Object.keys(lightTheme.tones) } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(
        [
          'green',
          'yellow',
          'blue',
          'indigo',
          'purple',
          'red',
          'orange',
          'teal',
          'slate',
          'neutral',
        ] as const
      ).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/.+/)).toHaveLength(10);
  },
};
