import type { Address, FeatureImage, Order, Product, Review } from '../contract';
import { createSeed, type SeedName } from './fixtures';
import type { MockCart, MockWishlist } from './fixtures/carts';
import { demoUsers, type MockUser } from './fixtures/users';
import { createIdFactory, createRandom, providerId, type Random } from './random';

export interface MockStoreOptions {
  /** `demo` (default): the full catalogue and history; `empty`: only the demo users. */
  seed?: SeedName;
  /** Who is signed in when the store starts and after every reset; null (default) is a guest. */
  signedInAs?: 'shopper' | 'admin' | null;
}

// Entities created at runtime get ids and timestamps from a fixed sequence, so a story that
// places an order shows the same id and date on every run.
const RUNTIME_ID_PREFIX = '6650c0de';
const CLOCK_START = Date.UTC(2025, 5, 1, 9, 0);
const CLOCK_STEP_MS = 60_000;

/**
 * The mock backend's memory: plain arrays the handlers read and change, like collections in
 * a database. Framework-free so tests, stories and a dev server can share it.
 */
export class MockStore {
  users: MockUser[] = [];
  /** The signed-in user's id: the stand-in for the session cookie. */
  sessionUserId: string | null = null;
  products: Product[] = [];
  featureImages: FeatureImage[] = [];
  carts: MockCart[] = [];
  wishlists: MockWishlist[] = [];
  reviews: Review[] = [];
  addresses: Address[] = [];
  orders: Order[] = [];
  /** Online orders waiting for capture: our order id to the payment provider's order id. */
  paymentOrders = new Map<string, string>();
  /** Whose password the reset token changes: the last user who asked, else the demo shopper. */
  passwordResetUserId: string | null = null;

  private readonly options: Required<MockStoreOptions>;
  private nextId: () => string = () => '';
  private random: Random = () => 0;
  private ticks = 0;

  constructor(options: MockStoreOptions = {}) {
    this.options = { seed: options.seed ?? 'demo', signedInAs: options.signedInAs ?? null };
    this.reset();
  }

  /** Back to the initial seed and session, as if freshly created. */
  reset(): void {
    const seed = createSeed(this.options.seed);
    this.users = seed.users;
    this.products = seed.products;
    this.featureImages = seed.featureImages;
    this.carts = seed.carts;
    this.wishlists = seed.wishlists;
    this.reviews = seed.reviews;
    this.addresses = seed.addresses;
    this.orders = seed.orders;
    this.paymentOrders = new Map();
    this.passwordResetUserId = demoUsers.shopper.id;
    const role = this.options.signedInAs;
    this.sessionUserId = role ? demoUsers[role].id : null;
    this.nextId = createIdFactory(424242, RUNTIME_ID_PREFIX);
    this.random = createRandom(99);
    this.ticks = 0;
  }

  newId(): string {
    return this.nextId();
  }

  /** A fresh ISO timestamp; each call is one minute after the previous. */
  now(): string {
    this.ticks += 1;
    return new Date(CLOCK_START + this.ticks * CLOCK_STEP_MS).toISOString();
  }

  providerId(prefix: 'order' | 'pay'): string {
    return providerId(this.random, prefix);
  }

  currentUser(): MockUser | null {
    return this.users.find((user) => user.id === this.sessionUserId) ?? null;
  }

  /** Starts a session as a demo role or any user id; null signs out. */
  signIn(who: 'shopper' | 'admin' | 'secondShopper' | (string & {}) | null): void {
    if (who === null) {
      this.sessionUserId = null;
      return;
    }
    const demo = demoUsers[who as keyof typeof demoUsers] as MockUser | undefined;
    this.sessionUserId = demo?.id ?? who;
  }

  signOut(): void {
    this.sessionUserId = null;
  }

  findUserByEmail(email: string): MockUser | undefined {
    const wanted = email.trim().toLowerCase();
    return this.users.find((user) => user.email.toLowerCase() === wanted);
  }

  findProduct(id: string): Product | undefined {
    return this.products.find((product) => product._id === id);
  }

  /** The user's cart, created empty on first use as the real backend does. */
  cartOf(userId: string): MockCart {
    let cart = this.carts.find((entry) => entry.userId === userId);
    if (!cart) {
      cart = { _id: this.newId(), userId, items: [] };
      this.carts.push(cart);
    }
    return cart;
  }

  wishlistOf(userId: string): MockWishlist {
    let wishlist = this.wishlists.find((entry) => entry.userId === userId);
    if (!wishlist) {
      wishlist = { userId, productIds: [] };
      this.wishlists.push(wishlist);
    }
    return wishlist;
  }
}

export function createMockStore(options?: MockStoreOptions): MockStore {
  return new MockStore(options);
}
