import type { CustomerSummary } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  expectNoWordBroken,
  onAPhone,
  plainBackend,
} from '../../stories/support';
import { CustomersScreen } from './CustomersScreen';

const meta = {
  title: 'Admin/Customers/CustomersScreen',
  component: CustomersScreen,
  parameters: { session: 'admin', layout: 'padded' },
} satisfies Meta<typeof CustomersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const names = (canvas: Canvas) =>
  within(canvas.getByRole('grid', { name: 'Customers' }))
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);

/** A made-up shopper for the paging stories. */
const shopper = (n: number): CustomerSummary => ({
  id: `65c0ffee00000000000000${String(n).padStart(2, '0')}`,
  userName: `Shopper ${n}`,
  email: `shopper${n}@example.test`,
  verified: true,
  blocked: false,
  orderCount: n,
  totalSpent: n * 1000,
  lastOrderDate: '2025-05-01T10:00:00.000Z',
});

/** The demo shop's three shoppers, newest first, with their orders and what they spent; no admin. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 customers')).toBeVisible();
    await expect(names(canvas)).toEqual(['Neha Iyer', 'Rahul Verma', 'Priya Sharma']);
    const priya = canvas.getByRole('row', { name: /^Priya Sharma/ });
    await expect(priya).toHaveTextContent('shopper@atelier.test');
    await expect(priya).toHaveTextContent('Verified');
    await expect(priya).toHaveTextContent('₹27,519.00');
    await expect(priya).toHaveTextContent('10 May 2025');
    await expect(canvas.getByRole('row', { name: /^Neha Iyer/ })).toHaveTextContent('Not verified');
    await expect(canvas.queryByText('Atelier Admin')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Rahul Verma' })).toHaveAttribute(
      'href',
      '/admin/customers/65a1f0c2e4b0a1c3d5e7f903',
    );
  },
};

/** Typing part of a name asks the backend, which answers only the matches and their count. */
export const SearchByName: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('3 customers');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'RAHUL');
    await expect(await canvas.findByText('1 customer')).toBeVisible();
    await waitFor(() => expect(names(canvas)).toEqual(['Rahul Verma']));
  },
};

/** Sorting by name puts the shoppers in alphabetical order. */
export const SortByName: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('3 customers');
    await userEvent.click(canvas.getByRole('button', { name: /Sort by$/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Name: A to Z' }),
    );
    await waitFor(() =>
      expect(names(canvas)).toEqual(['Neha Iyer', 'Priya Sharma', 'Rahul Verma']),
    );
  },
};

/** A search nobody matches. */
export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('3 customers');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search customers' }), 'zzqx');
    await expect(await canvas.findByText('No customers match')).toBeVisible();
    await expect(canvas.getByText('Try another name or e-mail address')).toBeVisible();
    await expect(await canvas.findByText('0 customers')).toBeVisible();
  },
};

/** A shop nobody has signed up to yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.empty('adminCustomers'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No customers yet')).toBeVisible();
    await expect(
      canvas.getByText('Shoppers appear here once they create an account.'),
    ).toBeVisible();
  },
};

/** Waiting for the first page: placeholders, and the page says it is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/customers/search', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Customers' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Customers' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** The list fails to load: the reason, and a way to try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'adminCustomers'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Could not load customers. Something went wrong. Please try again.',
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Past 10,000 matches the backend stops counting; Next page asks for the rows after the last. */
export const PagesAndCountPastTheCap: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/customers/search', ({ request }) => {
        const second = new URL(request.url).searchParams.get('cursor') === 'WyJwMiJd';
        return HttpResponse.json({
          success: true,
          data: second ? [shopper(3)] : [shopper(1), shopper(2)],
          total: 10_000,
          totalIsExact: false,
          ...(second ? {} : { nextCursor: 'WyJwMiJd' }),
        });
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000+ customers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names(canvas)).toEqual(['Shopper 3']));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(names(canvas)).toEqual(['Shopper 1', 'Shopper 2']));
  },
};

/** A backend that honours only spec section 7 keeps no list of shoppers: the page says so. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(plainBackend());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Customers are not available')).toBeVisible();
    await expect(
      canvas.getByText("This shop's backend does not keep a list of customers."),
    ).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** On a phone the e-mail and flags sit under the name: no sideways scroll, no word broken. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Customers' });
    await expect(await canvas.findByRole('row', { name: /^Priya Sharma/ })).toHaveTextContent(
      'shopper@atelier.test',
    );
    await expect(within(grid).queryByRole('columnheader', { name: 'Last order' })).toBeNull();
    await expectNoSidewaysScroll();
    await expectNoWordBroken(grid);
  },
};
