import { Hono } from 'hono';
import type { Mailbox } from '../mail/transport';
import { createDemoPictures, type DemoPictures } from '../media/demoPictures';
import { REQUEST } from '../messages';
import type { TestPaymentProvider } from '../payments/testProvider';
import { compressed, PERSONAL_CACHE_CONTROL } from './caching';
import type { AppDeps, AppEnv } from './env';
import { errorHandler } from './errors';
import { apiChecks } from './middleware/apiChecks';
import { requestFrame } from './middleware/requestFrame';
import { addressRoutes } from './routes/addresses';
import { adminAccountRoutes } from './routes/adminAccount';
import { adminCustomerRoutes } from './routes/adminCustomers';
import { adminDashboardRoutes } from './routes/adminDashboard';
import { adminOrderRoutes } from './routes/adminOrders';
import { adminProductRoutes } from './routes/adminProducts';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { orderCsvRoutes, PRODUCT_IMPORT_PATH, productCsvRoutes } from './routes/catalogueCsv';
import { devRoutes } from './routes/dev';
import { extensionRoutes } from './routes/extensions';
import { featureReads, featureRoutes } from './routes/features';
import { orderRoutes } from './routes/orders';
import { checkoutScriptUrl, paymentRoutes, testPaymentRoutes } from './routes/payments';
import { productRoutes, searchRoutes } from './routes/products';
import { adminRestockAlertRoutes, restockAlertRoutes } from './routes/restockAlerts';
import { reviewRoutes } from './routes/reviews';
import { type ShellPolicy, shellRoutes } from './routes/shell';
import { adminSizeGuideRoutes, sizeGuideRoutes } from './routes/sizeGuides';
import { staticRoutes } from './routes/static';
import { wishlistRoutes } from './routes/wishlist';
import { previewRoutes } from './seo/previewPictures';
import { sessionMiddleware } from './session';

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

/** Where the shell served by this server may load scripts from and talk to. */
function shellPolicy({ config, payments }: AppDeps): ShellPolicy {
  return {
    apiOrigin: new URL(config.publicUrl).origin,
    paymentScriptOrigin: new URL(checkoutScriptUrl(payments.name, config.publicUrl)).origin,
    paymentFrameOrigins: payments.name === 'razorpay' ? RAZORPAY_ORIGINS : [],
  };
}

export function createApp(deps: AppDeps, extras: AppExtras = {}) {
  const app = new Hono<AppEnv>();
  const { config } = deps;

  app.use('*', requestFrame(deps));
  app.use(
    '/api/*',
    apiChecks({
      origins: config.clientOrigins,
      selfOrigin: new URL(config.publicUrl).origin,
      methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      headers: ['Content-Type', 'Cache-Control', 'Pragma', 'Expires', 'Idempotency-Key'],
      maxAge: 600,
      jsonLimit: 256 * 1024,
      ownLimit: ['/api/admin/products/image-upload', PRODUCT_IMPORT_PATH],
    }),
  );
  // Catalogue reads are the same for everyone, shared caches keep them, and each is encoded once
  // per ETag (caching.ts): they answer before compression and before any session is read.
  app.route('/api/shop/products', productRoutes());
  app.route('/api/shop/search', searchRoutes());
  app.route('/api/common/feature', featureReads());
  app.route('/api/extensions', extensionRoutes());
  app.use('*', compressed());
  app.use('/api/*', (c, next) => {
    c.header('Cache-Control', PERSONAL_CACHE_CONTROL);
    return next();
  });
  app.use('/api/*', sessionMiddleware());

  app.route('/api/auth', authRoutes());
  app.route('/api/admin/products', productCsvRoutes());
  app.route('/api/admin/products', adminProductRoutes());
  app.route('/api/admin/orders', orderCsvRoutes());
  app.route('/api/admin/orders', adminOrderRoutes());
  app.route('/api/admin/account', adminAccountRoutes());
  app.route('/api/admin/customers', adminCustomerRoutes());
  app.route('/api/admin/dashboard', adminDashboardRoutes());
  app.route('/api/common/feature', featureRoutes());
  app.route('/api/shop/cart', cartRoutes());
  app.route('/api/shop/review', reviewRoutes());
  app.route('/api/shop/size-guide', sizeGuideRoutes());
  app.route('/api/admin/size-guides', adminSizeGuideRoutes());
  app.route('/api/shop/restock-alerts', restockAlertRoutes());
  app.route('/api/admin/restock-alerts', adminRestockAlertRoutes());
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
  // Liveness: the process answers. Readiness: it also reaches its database, for a proxy or an
  // orchestrator to send traffic elsewhere while it cannot.
  app.get('/api/health', (c) => c.json({ success: true, message: REQUEST.healthy }));
  app.get('/api/health/ready', async (c) => {
    try {
      await deps.db.query('SELECT 1');
      return c.json({ success: true, message: REQUEST.healthy });
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness check: the database did not answer');
      return c.json({ success: false, message: REQUEST.databaseUnavailable }, 503);
    }
  });
  const pictures = extras.pictures ?? createDemoPictures({ logger: deps.logger });
  app.route('/', previewRoutes(pictures));
  app.route('/', staticRoutes(pictures));
  if (config.shellDist) app.route('/', shellRoutes(config.shellDist, shellPolicy(deps)));

  app.notFound((c) => c.json({ success: false, message: REQUEST.notFound }, 404));
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
