import type { Address, CreateOrderPayload, Product, User } from '@atelier/api-client';
import { buildOrderData, defaultColour, sizesForColour } from '@atelier/api-client';
import type { Backend, BackendName, Reply, RequestOptions, Session } from './backends';

/** The demo accounts both backends are seeded with. */
export const DEMO_ADMIN = { email: 'admin@atelier.test', password: 'Admin1234' };

export interface Shopper {
  session: Session;
  user: User;
  email: string;
  password: string;
}

let counter = 0;
/** An e-mail address nobody has used yet in this run. */
export function freshEmail(label = 'shopper'): string {
  counter += 1;
  return `${label}-${counter}-${Math.random().toString(36).slice(2, 8)}@contract.test`;
}

export const ADDRESS_FIELDS = {
  address: '1 Contract Road',
  city: 'Pune',
  pincode: '411001',
  phone: '9000000000',
  notes: 'Ring once',
};

export const PNG_1X1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

function ok(reply: Reply, what: string): Reply {
  if (reply.status >= 300) {
    throw new Error(`${what} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply;
}

/**
 * Fixtures built through the API alone, so one case reads the same on every backend: fresh
 * shoppers sign up and verify with the code from the dev mailbox, orders are placed with the
 * contract's own payload builder.
 */
export class World {
  constructor(readonly backend: Backend) {}

  get name(): BackendName {
    return this.backend.name;
  }

  guest(): Session {
    return this.backend.session();
  }

  async call(
    session: Session,
    method: Parameters<Session['request']>[0],
    path: string,
    options?: RequestOptions,
  ) {
    return session.request(method, path, options);
  }

  /** Lets time pass on the backend (the reference server only: see `Backend.advanceClock`). */
  later(ms: number): void {
    if (!this.backend.advanceClock) throw new Error(`the ${this.name} backend keeps no clock`);
    this.backend.advanceClock(ms);
  }

  async login(email: string, password: string): Promise<Session> {
    const session = this.backend.session();
    ok(
      await session.request('POST', '/api/auth/login', { json: { email, password } }),
      `login ${email}`,
    );
    return session;
  }

  admin(): Promise<Session> {
    return this.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  }

  /** The code in the newest verification mail to `email`. */
  async otpFor(email: string): Promise<string> {
    const mails = await this.mailbox(email);
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`no verification code mailed to ${email}`);
    return code;
  }

  /** The token in the newest reset link mailed to `email`. */
  async resetTokenFor(email: string): Promise<string> {
    const mails = await this.mailbox(email);
    const token = /token=([^\s&"]+)/.exec(mails[0]?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return decodeURIComponent(token);
  }

  async mailbox(email: string): Promise<Array<{ text: string; subject: string }>> {
    const reply = await this.guest().request(
      'GET',
      `/api/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    return ok(reply, 'mailbox').body.data;
  }

  /** A signed-up account that has not entered its code. */
  async unverified(): Promise<{ email: string; password: string }> {
    const account = {
      userName: 'Unverified',
      email: freshEmail('unverified'),
      password: 'Passw0rd1',
    };
    ok(await this.guest().request('POST', '/api/auth/register', { json: account }), 'register');
    return account;
  }

  /** A new, verified shopper, signed in. */
  async shopper(name = 'Contract Shopper'): Promise<Shopper> {
    const email = freshEmail();
    const password = 'Passw0rd1';
    const guest = this.guest();
    ok(
      await guest.request('POST', '/api/auth/register', {
        json: { userName: name, email, password },
      }),
      'register',
    );
    const otp = await this.otpFor(email);
    ok(await guest.request('POST', '/api/auth/verify-otp', { json: { email, otp } }), 'verify');
    const session = this.backend.session();
    const login = ok(
      await session.request('POST', '/api/auth/login', { json: { email, password } }),
      'login',
    );
    return { session, user: login.body.user, email, password };
  }

  /**
   * A product and one of its sizes with at least `stock` pieces: for a product with colours, in
   * the colour a line without one gets; `left` is how many that line may take.
   */
  async product(stock = 5): Promise<{ product: Product; size: string; left: number }> {
    const reply = ok(await this.guest().request('GET', '/api/shop/products/get'), 'products');
    for (const product of reply.body.data as Product[]) {
      for (const { size } of product.sizes) {
        const colour = defaultColour(product, size);
        const left = sizesForColour(product, colour)?.find((s) => s.size === size)?.stock ?? 0;
        if (left >= stock) return { product, size, left };
      }
    }
    throw new Error(`no product with ${stock} pieces in one size`);
  }

  async address(shopper: Shopper): Promise<Address> {
    const reply = await shopper.session.request('POST', '/api/shop/address/add', {
      json: { ...ADDRESS_FIELDS, userId: shopper.user.id },
    });
    return ok(reply, 'address').body.data;
  }

  async addToCart(shopper: Shopper, productId: string, size: string, quantity = 1) {
    const reply = await shopper.session.request('POST', '/api/shop/cart/add', {
      json: { userId: shopper.user.id, productId, selectedSize: size, quantity },
    });
    return ok(reply, 'cart add').body.data;
  }

  /**
   * The create-order payload for a shopper with one product in the cart (the one given, else
   * any with stock) and a saved address.
   */
  async checkout(
    shopper: Shopper,
    paymentMethod: 'cod' | 'online',
    line?: { product: Product; size: string },
  ): Promise<CreateOrderPayload> {
    const { product, size } = line ?? (await this.product());
    const address = await this.address(shopper);
    const cart = await this.addToCart(shopper, product._id, size);
    return buildOrderData({ userId: shopper.user.id, cart, address, paymentMethod });
  }

  /** An order placed by the shopper; `online` ones wait for their capture. */
  async order(shopper: Shopper, paymentMethod: 'cod' | 'online') {
    const payload = await this.checkout(shopper, paymentMethod);
    const reply = await shopper.session.request('POST', '/api/shop/order/create', {
      json: payload,
    });
    return { payload, created: ok(reply, 'order create').body };
  }

  /** What the test payment provider's window hands back when the shopper pays. */
  async pay(providerOrderId: string) {
    const reply = await this.guest().request('POST', '/api/payments/test/pay', {
      json: { order_id: providerOrderId },
    });
    return ok(reply, 'test pay').body as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
  }

  /** A product of the admin's own, safe to change or delete; `sizes` sets its stock. */
  async spareProduct(
    admin: Session,
    sizes?: ReadonlyArray<{ size: string; stock: number }>,
  ): Promise<Product> {
    const reply = await admin.request('POST', '/api/admin/products/add', {
      json: productInput(sizes ? { sizes } : {}),
    });
    return ok(reply, 'product add').body.data;
  }

  async feature(admin: Session): Promise<{ _id: string }> {
    const reply = await admin.request('POST', '/api/common/feature/add', {
      json: { image: 'https://cdn.example/banner.png' },
    });
    return ok(reply, 'feature add').body.data;
  }
}

/** A complete, valid admin product form. */
export function productInput(overrides: Record<string, unknown> = {}) {
  return {
    image: 'https://cdn.example/tee.png',
    title: 'Contract Tee',
    description: 'A tee made for contract tests',
    category: 'men',
    brand: 'nike',
    price: 999,
    salePrice: 0,
    totalStock: 0,
    sizes: [
      { size: 'S', stock: 3 },
      { size: 'M', stock: 4 },
    ],
    ...overrides,
  };
}
