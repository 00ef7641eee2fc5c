import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectToast,
  findDialog,
  heldGet,
  page,
  phone,
  withNavigateSpy,
} from '../../../stories/support';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { ProductScreen } from './ProductScreen';

/** A demo review by the demo shopper, who has a cash-on-delivery order of this dress. */
const BOUGHT_AND_REVIEWED = 'Zara Floral Print Midi Dress';

const meta = {
  title: 'Screens/Product/ProductScreen/Fit',
  component: ProductScreen,
  args: { productId: demoProduct(DEMO_TITLES.partialSizes)._id },
  decorators: [withNavigateSpy],
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const productPart = async (title: string) => {
  await page().findByRole('heading', { level: 1, name: title });
  return within(page().getByRole('region', { name: title }));
};

/** The fit the reviews report, and the men's size guide beside the sizes. */
export const SizeGuideAndFit: Story = {
  play: async () => {
    const product = await productPart(DEMO_TITLES.partialSizes);
    await expect(await product.findByText('Most say true to size: 100%')).toBeVisible();
    await userEvent.click(await product.findByRole('button', { name: 'Size guide' }));
    const dialog = await findDialog('Size guide');
    await expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'in' }));
    await expect(within(dialog).getByRole('columnheader', { name: 'Chest (in)' })).toBeVisible();
  },
};

/** The server says who bought: the demo shopper's review of a dress she ordered. */
export const VerifiedBuyer: Story = {
  args: { productId: demoProduct(BOUGHT_AND_REVIEWED)._id },
  play: async () => {
    await productPart(BOUGHT_AND_REVIEWED);
    const reviews = page().getByRole('region', { name: 'Reviews' });
    const hers = (await within(reviews).findByText('Priya Sharma')).closest('li') as HTMLElement;
    await expect(within(hers).getByText('Verified buyer')).toBeVisible();
    await expect(within(hers).getByText('Fit: True to size')).toBeVisible();
  },
};

const reviews = heldGet('*/api/shop/review/:productId');

/**
 * The fit summary comes in without moving what is below it: its line is held while the reviews
 * load (CLS 0 on the product page, issue 37). The reviews answer waits for the play function.
 */
export const FitArrivesInItsPlace: Story = {
  beforeEach: ({ msw }) => {
    msw.use(reviews.handler());
  },
  play: async () => {
    const product = await productPart(DEMO_TITLES.partialSizes);
    await product.findByRole('button', { name: 'Size guide' });
    const addToCart = product.getByRole('button', { name: 'Add to cart' });
    const before = addToCart.getBoundingClientRect().top;
    await expect(product.queryByText(/^Most say/)).toBeNull();
    reviews.release();
    await expect(await product.findByText('Most say true to size: 100%')).toBeVisible();
    await expect(addToCart.getBoundingClientRect().top).toBe(before);
  },
};

/** A shopper reviews with a fit answer: it shows on the review and in the product's summary. */
export const ReviewWithFit: Story = {
  parameters: { session: 'shopper' },
  args: { productId: demoProduct(DEMO_TITLES.noReviews)._id },
  play: async () => {
    const product = await productPart(DEMO_TITLES.noReviews);
    await expect(product.queryByText(/^Most say/)).toBeNull();
    await userEvent.click(await product.findByRole('radio', { name: '4 stars' }));
    await userEvent.type(product.getByRole('textbox', { name: 'Your review' }), 'Snug');
    await userEvent.click(product.getByRole('radio', { name: 'Runs small' }));
    await userEvent.click(product.getByRole('button', { name: 'Submit' }));
    await expectToast('Review added successfully!');
    const reviews = page().getByRole('region', { name: 'Reviews' });
    await expect(await within(reviews).findByText('Fit: Runs small')).toBeVisible();
    await expect(await product.findByText('Most say runs small: 100%')).toBeVisible();
  },
};

/** On a phone the guide opens over the page and fits it. */
export const Phone: Story = {
  ...phone,
  play: async () => {
    const product = await productPart(DEMO_TITLES.partialSizes);
    await userEvent.click(await product.findByRole('button', { name: 'Size guide' }));
    const dialog = await findDialog('Size guide');
    await expect(within(dialog).getByRole('rowheader', { name: 'XL' })).toBeVisible();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
    );
  },
};

/** A backend with spec section 7 only: no guide, no fit summary or question, no badge. */
export const PlainBackend: Story = {
  parameters: { session: 'shopper' },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: 'shopper' }));
  },
  args: { productId: demoProduct(BOUGHT_AND_REVIEWED)._id },
  play: async () => {
    const product = await productPart(BOUGHT_AND_REVIEWED);
    const reviews = page().getByRole('region', { name: 'Reviews' });
    await within(reviews).findByText('Priya Sharma');
    await expect(await product.findByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(product.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(product.queryByRole('button', { name: 'Size guide' })).toBeNull();
    await expect(product.queryByText(/^Most say/)).toBeNull();
    await expect(product.queryByRole('radiogroup', { name: 'How does it fit?' })).toBeNull();
    await expect(within(reviews).queryByText('Verified buyer')).toBeNull();
    await expect(within(reviews).queryByText(/^Fit:/)).toBeNull();
  },
};
