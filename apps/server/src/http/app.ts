import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Mailbox } from '../mail/transport';
import { createDemoPictures, type DemoPictures } from '../media/demoPictures';
import { REQUEST } from '../messages';
import type { TestPaymentProvider } from '../payments/testProvider';
import { UPLOAD_CACHE_CONTROL } from '../uploads/names';
import { applyAnswerHeaders, startAnswerHeaders } from './answerHeaders';
import type { AppDeps, AppEnv } from './env';
import { errorHandler, forbidden, HttpError } from './errors';
import { compression } from './middleware/compression';
import { cors } from './middleware/cors';
import { mediaCaching } from './middleware/mediaCaching';
import { requestLog } from './middleware/requestLog';
import { RememberedRouter } from './rememberedRouter';
import { addressRoutes } from './routes/addresses';
import { adminAccountRoutes } from './routes/adminAccount';
import { adminOrderRoutes } from './routes/adminOrders';
import { adminProductRoutes } from './routes/adminProducts';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { devRoutes } from './routes/dev';
import { featureRoutes } from './routes/features';
import { orderRoutes } from './routes/orders';
import { checkoutScriptUrl, paymentRoutes, testPaymentRoutes } from './routes/payments';
import { productRoutes, searchRoutes } from './routes/products';
import { reviewRoutes } from './routes/reviews';
import { type ShellPolicy, shellRoutes } from './routes/shell';
import { staticRoutes } from './routes/static';
import { wishlistRoutes } from './routes/wishlist';
import { sessionMiddleware } from './session';

const JSON_LIMIT = 256 * 1024;
/** Generated pictures are drawn from their names; a changed drawing is rare and harmless. */
const LONG_LIVED = 'public, max-age=31536000';
const UPLOAD_PATH = '/api/admin/products/image-upload';
/** Razorpay's checkout opens frames on, and reports to, these origins. */
const RAZORPAY_ORIGINS = [
  'https://api.razorpay.com',
  'https://checkout.razorpay.com',
  'https://lumberjack.razorpay.com',
];

export interface AppExtras {
  /** The development mailbox, when mail is not really sent; exposes /api/dev/mailbox outside production. */
  mailbox?: Mailbox;
  /** The demo pictures, to warm ahead of the first visitors; made here otherwise. */
  pictures?: DemoPictures;
}

/**
 * Cookies ride along on cross-site form posts, so a state-changing request that names an
 * Origin must come from this server or a configured client origin.
 */
function originGuard(allowed: readonly string[]): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !/^(GET|HEAD|OPTIONS)$/.test(c.req.method)) {
      const self = new URL(c.req.url).origin;
      if (origin !== self && !allowed.includes(origin)) throw forbidden(REQUEST.originNotAllowed);
    }
    return next();
  };
}

/** Whether the request came over HTTP/2 (node's incoming message says; in-process tests have none). */
function isHttp2(c: Context): boolean {
  const incoming = (c.env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
  return incoming?.httpVersionMajor === 2;
}

/** Where the shell served by this server may load scripts from and talk to. */
function shellPolicy({ config, payments }: AppDeps): ShellPolicy {
  return {
    apiOrigin: new URL(config.publicUrl).origin,
    paymentScriptOrigin: new URL(checkoutScriptUrl(payments.name, config.publicUrl)).origin,
    paymentFrameOrigins: payments.name === 'razorpay' ? RAZORPAY_ORIGINS : [],
  };
}

export function createApp(deps: AppDeps, extras: AppExtras = {}) {
  const app = new Hono<AppEnv>({ router: new RememberedRouter() });
  const { config } = deps;

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('user', null);
    c.set('sessionToken', null);
    // The shell's pages set their own Referrer-Policy (the payment provider may see the shop's
    // origin), which replaces this one.
    startAnswerHeaders(c, {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    await next();
    applyAnswerHeaders(c);
    // A refused body may still be on its way: close the connection rather than leave the rest
    // of it to be read as the next request on a kept-alive socket. HTTP/2 ends only the stream
    // and has no such header.
    if (c.res.status === 413 && !isHttp2(c)) c.header('Connection', 'close');
  });
  app.use('*', requestLog());
  app.use('*', compression());
  // PostgreSQL refuses 0x00 in text; say so plainly instead of failing deep inside a query.
  app.use('*', (c, next) => {
    if (/%00/.test(c.req.url) || c.req.url.includes('\u0000'))
      throw new HttpError(400, REQUEST.nul);
    return next();
  });
  app.use(
    '/api/*',
    cors({
      origins: config.clientOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      headers: ['Content-Type', 'Cache-Control', 'Pragma', 'Expires', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  app.use('/api/*', originGuard(config.clientOrigins));
  app.use('/api/*', (c, next) => {
    // Uploads have their own, larger limit. Reads have no body (and asking for one costs a copy
    // of the request).
    if (c.req.path === UPLOAD_PATH || /^(GET|HEAD|OPTIONS)$/.test(c.req.method)) return next();
    // A declared length over the limit is refused before a byte of the body is read.
    if (Number(c.req.header('content-length') ?? 0) > JSON_LIMIT) {
      throw new HttpError(413, REQUEST.tooLarge);
    }
    return bodyLimit({
      maxSize: JSON_LIMIT,
      onError: () => {
        throw new HttpError(413, REQUEST.tooLarge);
      },
    })(c, next);
  });
  app.use('/api/*', sessionMiddleware());

  app.route('/api/auth', authRoutes());
  app.route('/api/admin/products', adminProductRoutes());
  app.route('/api/admin/orders', adminOrderRoutes());
  app.route('/api/admin/account', adminAccountRoutes());
  app.route('/api/common/feature', featureRoutes());
  app.route('/api/shop/products', productRoutes());
  app.route('/api/shop/search', searchRoutes());
  app.route('/api/shop/cart', cartRoutes());
  app.route('/api/shop/review', reviewRoutes());
  app.route('/api/shop/wishlist', wishlistRoutes());
  app.route('/api/shop/address', addressRoutes());
  app.route('/api/shop/order', orderRoutes());
  app.route('/api/payments', paymentRoutes());
  if (deps.payments.name === 'test') {
    app.route('/api/payments/test', testPaymentRoutes(deps.payments as TestPaymentProvider));
  }
  if (extras.mailbox && config.env !== 'production') {
    app.route('/api/dev', devRoutes(extras.mailbox));
  }
  app.get('/api/health', (c) => c.json({ success: true, message: REQUEST.healthy }));
  app.use('/media/*', mediaCaching(LONG_LIVED));
  app.use('/uploads/*', mediaCaching(UPLOAD_CACHE_CONTROL));
  app.route('/', staticRoutes(extras.pictures ?? createDemoPictures({ logger: deps.logger })));
  if (config.shellDist) app.route('/', shellRoutes(config.shellDist, shellPolicy(deps)));

  app.notFound((c) => c.json({ success: false, message: REQUEST.notFound }, 404));
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
