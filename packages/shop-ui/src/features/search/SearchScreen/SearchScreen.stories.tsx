import { SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { enableVirtualizerInTests } from '../../catalog/testing/virtualizerEnv';
import { SearchScreen } from './SearchScreen';

// Every keyword the search endpoint received during the story; the handler only listens, so the
// mock backend behind it still answers.
const searched: string[] = [];
const recordSearches = http.get('*/api/shop/search/:keyword', ({ params }) => {
  searched.push(decodeURIComponent(String(params.keyword)));
});

const meta = {
  title: 'Screens/Search/SearchScreen',
  component: SearchScreen,
  parameters: { layout: 'fullscreen' },
  args: { onKeywordChange: fn() },
  beforeEach: ({ msw }) => {
    searched.length = 0;
    msw.use(recordSearches);
    return enableVirtualizerInTests();
  },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Debounced: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(box, 'jeans');
    // Nothing is sent while the shopper may still be typing.
    await sleep(600);
    await expect(searched).toEqual([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
    // One request, for the whole word, a second after the last keystroke.
    const grid = await canvas.findByRole('grid', { name: 'Search results' }, { timeout: 3000 });
    await expect(searched).toEqual(['jeans']);
    await expect(grid).toBeVisible();
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('jeans');
  },
};

export const TooShortSendsNothing: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(box, 'tee');
    await sleep(1500);
    await expect(searched).toEqual([]);
    // Spaces do not count towards the length.
    await userEvent.type(box, '  ');
    await sleep(1500);
    await expect(searched).toEqual([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByText('No result found!')).toBeNull();
  },
};

export const ShorteningClearsResults: Story = {
  args: { keyword: 'jacket' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('grid', { name: 'Search results' });
    await expect(searched).toEqual(['jacket']);
    const box = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.clear(box);
    await userEvent.type(box, 'jac');
    // Cleared at once, without waiting for the delay.
    await expect(canvas.queryByRole('grid')).toBeNull();
    await waitFor(() => expect(args.onKeywordChange).toHaveBeenLastCalledWith(''), {
      timeout: 3000,
    });
  },
};

export const NoResult: Story = {
  args: { keyword: 'tuxedo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No result found!' })).toBeVisible();
    await expect(searched).toEqual(['tuxedo']);
  },
};

export const Loading: Story = {
  args: { keyword: 'jeans' },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.slow(60_000, 'search'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Searching' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { keyword: 'jeans' },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.serverError(500, 'search'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.common.internalError,
    );
    await expect(canvas.queryByText('No result found!')).toBeNull();
  },
};
