import type {
  Address,
  FeatureImage,
  Order,
  OrderEvent,
  Product,
  Review,
  SizeGuide,
} from '../contract';
import { createIdFactory, createRandom, type Random } from '../demo-data/random';
import { DEMO_USERS, type DemoRole } from '../demo-data/users';
import {
  createSeed,
  type MockCart,
  type MockSeed,
  type MockUser,
  type MockWishlist,
  type SeedName,
  withoutColours,
} from './fixtures';

export interface MockStoreOptions {
  /** `demo` (default): the full catalogue and history; `empty`: only the demo users. */
  seed?: SeedName;
  /** Who is signed in when the store starts and after every reset; null (default) is a guest. */
  signedInAs?: 'shopper' | 'admin' | null;
  /**
   * Hold only what spec section 7 knows (no colours or gallery): the store of a backend that
   * honours no extension. `scenarios.plainContract()` sets it.
   */
  plain?: boolean;
}

/** An online payment the provider window was opened for, waiting for its capture. */
export interface PendingPayment {
  /** Our order, when it was created before the payment (the reference server's way). */
  orderId?: string;
  userId: string;
  /** Set once the (test) provider completed the payment. */
  paymentId?: string;
  signature?: string;
}

/** What an order create answered, kept under its Idempotency-Key (extension 2). */
export interface StoredAnswer {
  /** The request body the key was first used with. */
  request: string;
  /** When, by the store's clock. */
  at: string;
  status: number;
  body: unknown;
}

/** An order's timeline entry (extension 'order-timeline'), kept beside the orders. */
export interface MockOrderEvent extends OrderEvent {
  orderId: string;
}

/** A mail the mock backend "sent", readable through the dev mailbox as on the server. */
export interface MockMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** Extension `restock-alerts`: one "Notify me" (colour '' for a product without colours). */
export interface MockRestockAlert {
  id: string;
  productId: string;
  size: string;
  colour: string;
  email: string;
  userId: string | null;
  status: 'pending' | 'active' | 'sent' | 'unsubscribed';
  /** The links' tokens; the mock keeps them as they are, the server only their digests. */
  confirmToken: string | null;
  unsubscribeToken: string;
}

/**
 * Everything a store holds, as JSON-safe data: what a page saves so its mock backend survives a
 * reload (the shell's demo mode), and gives back to `restore`.
 */
export interface MockStoreSnapshot extends MockSeed {
  version: typeof SNAPSHOT_VERSION;
  sessionUserId: string | null;
  payments: Array<[string, PendingPayment]>;
  idempotency: Array<[string, StoredAnswer]>;
  resetTokens: Array<[string, string]>;
  passwordResetUserId: string | null;
  mailbox: MockMail[];
  orderEvents: MockOrderEvent[];
  restockAlerts: MockRestockAlert[];
  /** How far the id, random and clock sequences ran, so they carry on without repeating. */
  sequences: { ids: number; draws: number; ticks: number };
}

const SNAPSHOT_VERSION = 4;

// Entities created at runtime get ids and timestamps from a fixed sequence, so a story that
// places an order shows the same id and date on every run.
const RUNTIME_ID_PREFIX = '6650c0de';
const CLOCK_START = Date.UTC(2025, 5, 1, 9, 0);
const CLOCK_STEP_MS = 60_000;

/**
 * The mock backend's memory: plain arrays the handlers read and change, like collections in
 * a database. Framework-free so tests, stories and a dev server can share it.
 */
export class MockStore implements MockSeed {
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
  sizeGuides: SizeGuide[] = [];
  /** Online payments by the provider's order id. */
  payments = new Map<string, PendingPayment>();
  /** Order-create answers by `<userId> <Idempotency-Key>`. */
  idempotency = new Map<string, StoredAnswer>();
  /** Password reset tokens handed out by forgot-password, to the user they reset. */
  resetTokens = new Map<string, string>();
  /** Whose password the stories' fixed reset token changes: the last user who asked. */
  passwordResetUserId: string | null = null;
  /** Newest first, like the server's development mailbox. */
  mailbox: MockMail[] = [];
  /** Oldest first; the seed's orders have none (their history is derived on read). */
  orderEvents: MockOrderEvent[] = [];
  /** Extension `restock-alerts`, oldest first. */
  restockAlerts: MockRestockAlert[] = [];

  private readonly options: Required<MockStoreOptions>;
  private nextId: () => string = () => '';
  private random: Random = () => 0;
  private ids = 0;
  private draws = 0;
  private ticks = 0;

  constructor(options: MockStoreOptions = {}) {
    this.options = {
      seed: options.seed ?? 'demo',
      signedInAs: options.signedInAs ?? null,
      plain: options.plain ?? false,
    };
    this.reset();
  }

  /** Back to the initial seed and session, as if freshly created. */
  reset(): void {
    Object.assign(this, createSeed(this.options.seed, this.options.plain));
    this.payments = new Map();
    this.idempotency = new Map();
    this.resetTokens = new Map();
    this.mailbox = [];
    this.orderEvents = [];
    this.restockAlerts = [];
    this.passwordResetUserId = DEMO_USERS.shopper.id;
    const role = this.options.signedInAs;
    this.sessionUserId = role ? DEMO_USERS[role].id : null;
    this.startSequences({ ids: 0, draws: 0, ticks: 0 });
  }

  /** The id, random and clock sequences from their start, run forward to the given point. */
  private startSequences({ ids, draws, ticks }: MockStoreSnapshot['sequences']): void {
    this.nextId = createIdFactory(424242, RUNTIME_ID_PREFIX);
    this.random = createRandom(99);
    for (let i = 0; i < ids; i += 1) this.nextId();
    for (let i = 0; i < draws; i += 1) this.random();
    Object.assign(this, { ids, draws, ticks });
  }

  /** The whole store as JSON-safe data; `restore` takes it back. */
  snapshot(): MockStoreSnapshot {
    const { users, products, featureImages, carts, wishlists, reviews, addresses, orders } = this;
    return structuredClone({
      version: SNAPSHOT_VERSION,
      sizeGuides: this.sizeGuides,
      users,
      products,
      featureImages,
      carts,
      wishlists,
      reviews,
      addresses,
      orders,
      sessionUserId: this.sessionUserId,
      payments: [...this.payments],
      idempotency: [...this.idempotency],
      resetTokens: [...this.resetTokens],
      passwordResetUserId: this.passwordResetUserId,
      mailbox: this.mailbox,
      orderEvents: this.orderEvents,
      restockAlerts: this.restockAlerts,
      sequences: { ids: this.ids, draws: this.draws, ticks: this.ticks },
    });
  }

  /**
   * Takes back what `snapshot` gave; false (and the store unchanged) for anything else, such as a
   * snapshot an older version of this package saved.
   */
  restore(snapshot: unknown): boolean {
    if (!isSnapshot(snapshot)) return false;
    const {
      version: _version,
      payments,
      idempotency,
      resetTokens,
      sequences,
      ...data
    } = structuredClone(snapshot);
    Object.assign(this, data);
    this.payments = new Map(payments);
    this.idempotency = new Map(idempotency);
    this.resetTokens = new Map(resetTokens);
    this.startSequences(sequences);
    return true;
  }

  /** From now on (and after every reset) holds only what spec section 7 knows. */
  makePlain(): void {
    if (this.options.plain) return;
    this.options.plain = true;
    Object.assign(this, withoutColours(this));
  }

  newId(): string {
    this.ids += 1;
    return this.nextId();
  }

  /** The store's clock as it stands, without moving it on. */
  clockTime(): Date {
    return new Date(CLOCK_START + this.ticks * CLOCK_STEP_MS);
  }

  /** A fresh ISO timestamp; each call is one minute after the previous. */
  now(): string {
    this.ticks += 1;
    return new Date(CLOCK_START + this.ticks * CLOCK_STEP_MS).toISOString();
  }

  /** Ids in the reference server's test provider format, e.g. `order_test_<16 hex>`. */
  providerId(prefix: 'order' | 'pay'): string {
    let hex = '';
    for (let i = 0; i < 16; i += 1) {
      this.draws += 1;
      hex += Math.floor(this.random() * 16).toString(16);
    }
    return `${prefix}_test_${hex}`;
  }

  /** The session's user; none once an admin blocked them (extension 'admin-customers'). */
  currentUser(): MockUser | null {
    return this.users.find((user) => user.id === this.sessionUserId && !user.block) ?? null;
  }

  /** Starts a session as a demo role or any user id; null signs out. */
  signIn(who: DemoRole | (string & {}) | null): void {
    if (who === null) {
      this.sessionUserId = null;
      return;
    }
    const demo = DEMO_USERS[who as DemoRole] as MockUser | undefined;
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

  /** Keeps a mail for the dev mailbox instead of sending it. */
  sendMail(mail: Omit<MockMail, 'sentAt'>): void {
    this.mailbox.unshift({ ...mail, sentAt: this.now() });
  }
}

function isSnapshot(value: unknown): value is MockStoreSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const snapshot = value as Partial<MockStoreSnapshot>;
  return (
    snapshot.version === SNAPSHOT_VERSION &&
    Array.isArray(snapshot.users) &&
    Array.isArray(snapshot.products) &&
    Array.isArray(snapshot.payments) &&
    Array.isArray(snapshot.orderEvents) &&
    Array.isArray(snapshot.restockAlerts) &&
    Array.isArray(snapshot.sizeGuides) &&
    typeof snapshot.sequences?.ids === 'number'
  );
}

export function createMockStore(options?: MockStoreOptions): MockStore {
  return new MockStore(options);
}
