import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { targetId: 'story-main' },
  render: (args) => (
    <div style={{ position: 'relative', paddingTop: '4rem' }}>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#home">Home</a>
      </nav>
      <main id="story-main" tabIndex={-1}>
        <h1>The page</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab; Enter then takes focus past the navigation to the page. */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The URL is the host router's: no '#story-main' is added.
    await expect(window.location.hash).not.toBe('#story-main');
  },
};
