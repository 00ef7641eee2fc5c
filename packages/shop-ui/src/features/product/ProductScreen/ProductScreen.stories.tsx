import { formatMoney, type Review } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectErrorToast,
  expectToast,
  findAddToCart,
  navigate,
  page,
  phone,
  resetNavigate,
  withNavigateSpy,
} from '../../../stories/support';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { ProductScreen } from './ProductScreen';

const idOf = (title: string) => demoProduct(title)._id;
const SLUG_OF_PARTIAL = '/shop/product/nike-windrunner-hooded-jacket-';

const meta = {
  title: 'Screens/Product/ProductScreen',
  component: ProductScreen,
  args: { productId: idOf(DEMO_TITLES.partialSizes) },
  decorators: [withNavigateSpy],
  beforeEach: resetNavigate,
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (title: string) => page().findByRole('heading', { level: 1, name: title });
/** The card's words shown beside the title. */
const badgeBeside = async (title: string) => (await heading(title)).nextElementSibling;
/** The product's own part of the page, apart from the cards of 'More from'. */
const productPart = async (title: string) => {
  await heading(title);
  return within(page().getByRole('region', { name: title }));
};

/** A guest on a product with stock: breadcrumbs, sizes in stock, Add to cart with its rules. */
export const InStock: Story = {
  play: async () => {
    await heading(DEMO_TITLES.partialSizes);
    const trail = page().getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/shop/home',
    );
    await expect(within(trail).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      '/shop/listing?category=men',
    );
    await expect(
      within(trail).getByRole('link', { name: DEMO_TITLES.partialSizes }),
    ).toHaveAttribute('aria-current', 'page');
    const product = await productPart(DEMO_TITLES.partialSizes);
    const sizes = product.getByRole('radiogroup', { name: 'Size' });
    await expect(
      within(sizes)
        .getAllByRole('radio')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['M', 'XL']);
    await userEvent.click(await findAddToCart(product));
    await expectErrorToast('Please select a size');
    await userEvent.click(product.getByRole('radio', { name: 'XL' }));
    await userEvent.click(await findAddToCart(product));
    await expectToast('Product added to cart successfully');
  },
};

/** Few left: the listing card's words beside the title. */
export const LowStock: Story = {
  args: { productId: idOf(DEMO_TITLES.lowStock) },
  play: async () => {
    await expect(await badgeBeside(DEMO_TITLES.lowStock)).toHaveTextContent('Only 6 items left');
  },
};

export const OutOfStock: Story = {
  args: { productId: idOf(DEMO_TITLES.outOfStock) },
  play: async () => {
    await expect(await badgeBeside(DEMO_TITLES.outOfStock)).toHaveTextContent('Out Of Stock');
    const product = await productPart(DEMO_TITLES.outOfStock);
    await expect(product.getByText('Out Of Stock')).toBeVisible();
    await expect(product.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

export const Sale: Story = {
  args: { productId: idOf(DEMO_TITLES.onSale) },
  play: async () => {
    await expect(await badgeBeside(DEMO_TITLES.onSale)).toHaveTextContent('Sale');
    const product = await productPart(DEMO_TITLES.onSale);
    const { price, salePrice } = demoProduct(DEMO_TITLES.onSale);
    await expect(product.getByText(formatMoney(salePrice))).toBeVisible();
    await expect(product.getByText(formatMoney(price))).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: { productId: idOf(DEMO_TITLES.noReviews) },
  play: async () => {
    await heading(DEMO_TITLES.noReviews);
    await expect(await page().findByText('No Reviews')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Login to write a review' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

const MANY_REVIEWS = 40;
const manyReviews = (productId: string): Review[] =>
  Array.from({ length: MANY_REVIEWS }, (_, index) => ({
    _id: `review-${index}`,
    productId,
    userId: `user-${index}`,
    userName: `Shopper ${index + 1}`,
    reviewMessage: `Review number ${index + 1}`,
    reviewValue: (index % 5) + 1,
  }));

export const ManyReviews: Story = {
  args: { productId: idOf(DEMO_TITLES.withReviews) },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/shop/review/:productId', ({ params }) =>
        HttpResponse.json({ success: true, data: manyReviews(String(params.productId)) }),
      ),
    );
  },
  play: async () => {
    await heading(DEMO_TITLES.withReviews);
    const reviews = page().getByRole('region', { name: 'Reviews' });
    await waitFor(() =>
      expect(within(reviews).getAllByRole('listitem')).toHaveLength(MANY_REVIEWS),
    );
  },
};

/** Signed in: the heart works and the review form replaces the login link. */
export const SignedIn: Story = {
  parameters: { session: 'shopper' },
  args: { productId: idOf(DEMO_TITLES.noReviews) },
  play: async () => {
    await heading(DEMO_TITLES.noReviews);
    const heart = await page().findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    await userEvent.click(heart);
    await expectToast('Added to wishlist');
    await expect(await page().findByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page().queryByRole('link', { name: 'Login to write a review' })).toBeNull();
  },
};

/** A guest's heart is disabled with the reason beside it. */
export const Guest: Story = {
  play: async () => {
    await heading(DEMO_TITLES.partialSizes);
    const heart = page().getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toBeDisabled();
    await waitFor(() =>
      expect(heart).toHaveAccessibleDescription('Please login to add to wishlist'),
    );
  },
};

/**
 * More from the category, once the shopper scrolls down to it: other products' cards, this one
 * not among them.
 */
export const MoreFromCategory: Story = {
  play: async () => {
    await heading(DEMO_TITLES.partialSizes);
    // As a shopper keeps scrolling while the reviews and pictures arrive and the page grows.
    const more = await waitFor(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return page().getByRole('list', { name: 'More from Men' });
    });
    const cards = within(more).getAllByRole('listitem');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThanOrEqual(4);
    await expect(within(more).queryByText(DEMO_TITLES.partialSizes)).toBeNull();
  },
};

/** Without the Web Share API the address is copied, and a toast says so. */
export const ShareCopiesTheLink: Story = {
  beforeEach: () => {
    const writeText = fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(navigator, 'share');
    };
  },
  play: async () => {
    await heading(DEMO_TITLES.partialSizes);
    await userEvent.click(page().getByRole('button', { name: 'Share' }));
    await expectToast('Link copied');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      expect.stringContaining(`${SLUG_OF_PARTIAL}${idOf(DEMO_TITLES.partialSizes)}`),
    );
  },
};

/** Where the browser can share (phones), the system's share sheet gets the title and address. */
export const ShareWithTheSystemSheet: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'share', { value: fn(async () => {}), configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
    };
  },
  play: async () => {
    await heading(DEMO_TITLES.partialSizes);
    await userEvent.click(page().getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(navigator.share).toHaveBeenCalledWith({
        title: DEMO_TITLES.partialSizes,
        url: expect.stringContaining(SLUG_OF_PARTIAL),
      }),
    );
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const UnknownProduct: Story = {
  args: { productId: 'no-such-product' },
  play: async () => {
    await expect(await heading('Page not found')).toBeVisible();
  },
};

/** On a phone, size and Add to cart come before the description. */
export const Phone: Story = {
  ...phone,
  play: async () => {
    const product = await productPart(DEMO_TITLES.partialSizes);
    const add = product.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeVisible();
    const description = product.getByText(demoProduct(DEMO_TITLES.partialSizes).description);
    await expect(
      add.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};
