import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import type { IconProps } from './Icon';
import * as icons from './icons';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
`;

const Cell = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Every export of icons.tsx is an icon component; listing them from the module keeps the
// gallery complete as icons are added.
const all: ReadonlyArray<[string, ComponentType<IconProps>]> = Object.entries(icons);

function Gallery({ filled = false }: { filled?: boolean }) {
  const shown = filled
    ? ([
        ['HeartIcon', () => <icons.HeartIcon filled size="2rem" />],
        ['StarIcon', () => <icons.StarIcon filled size="2rem" />],
      ] as const)
    : all.map(([name, Icon]) => [name, () => <Icon size="2rem" />] as const);
  return (
    <Grid>
      {shown.map(([name, render]) => (
        <Cell key={name}>
          {render()}
          {name}
        </Cell>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Primitives/Icons',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs.length).toBe(all.length);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};

/** Heart and star take `filled` for the wishlisted and awarded states. */
export const Filled: Story = {
  args: { filled: true },
  play: async ({ canvasElement }) => {
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('fill', 'currentColor');
    }
  },
};
