import { SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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
  },
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Debounced: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Keyword' });
    await userEvent.type(box, 'jeans');
    // Nothing is sent at once, while the shopper may still be typing.
    await expect(searched).toEqual([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
    // Then one request, for the whole word: 'jean' was searchable too, and was never sent.
    // (How long it waits is the hook's fake-timer test's to check.)
    const grid = await canvas.findByRole('grid', { name: 'Search results' }, { timeout: 3000 });
    await expect(searched).toEqual(['jeans']);
    await expect(grid).toBeVisible();
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('jeans');
  },
};

export const TooShortSendsNothing: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Keyword' });
    // Spaces do not count towards the length: '  jac  ' is three characters.
    await userEvent.type(box, '  jac  ');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByText('No result found!')).toBeNull();
    // Longer than three, it is searched, and that is the only request there was. (That a
    // short keyword sends nothing however long it rests is the hook's fake-timer test's.)
    await userEvent.clear(box);
    await userEvent.type(box, 'jacket');
    await canvas.findByRole('grid', { name: 'Search results' }, { timeout: 3000 });
    await expect(searched).toEqual(['jacket']);
    await expect(args.onKeywordChange).toHaveBeenLastCalledWith('jacket');
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
