import {
  buildDemoSeed,
  CURATED_CATALOGUE,
  DEMO_USERS,
  type DemoUser,
  servedPictures,
} from '@atelier/api-client/demo-data';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/database';
import {
  insertDemoActivity,
  insertFeatureImages,
  insertSizeGuides,
  insertUsers,
  type SeedUser,
} from '../db/demoSeed';
import { afterCatalogueLoad } from '../db/maintenance';
import { insertProducts } from '../db/productWrites';
import { countUsers } from '../db/users';

const account = ({ email, password, userName }: DemoUser) => ({ email, password, userName });
/** The demo accounts the README names; the mocks sign in with the same ones. */
export const DEMO_ADMIN = account(DEMO_USERS.admin);
export const DEMO_SHOPPER = account(DEMO_USERS.shopper);

/** Review authors never sign in: no password verifies against this. */
const NO_PASSWORD = '!';

export interface SeedOptions {
  /** Products in the catalogue: the curated demo catalogue by default, 10,000 for benchmarks. */
  productCount?: number;
  /**
   * The demo shoppers' addresses, carts, wishlists, reviews and orders (default true); they
   * need at least the curated catalogue.
   */
  activity?: boolean;
  /** Skip when users exist (first start only). */
  onlyIfEmpty?: boolean;
}

export interface SeedResult {
  seeded: boolean;
  productIds: string[];
  adminId?: string;
  shopperId?: string;
}

/**
 * Fills an empty shop with the demo data the mock backend also starts from
 * (`buildDemoSeed` of `@atelier/api-client/demo-data`, pictures as `/media/...` paths this server
 * draws): the demo accounts, the catalogue, the homepage banners and, for the demo, the
 * shoppers' addresses, carts, wishlists, reviews and orders. Storybook and the running shop
 * therefore show the same products, under the same ids.
 */
export async function seed(
  db: Database,
  hasher: PasswordHasher,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const { productCount = CURATED_CATALOGUE.length, activity = true, onlyIfEmpty = true } = options;
  if (onlyIfEmpty && (await countUsers(db)) > 0) return { seeded: false, productIds: [] };
  const demo = buildDemoSeed({ pictures: servedPictures, productCount, activity });
  const accounts: SeedUser[] = await Promise.all(
    demo.users.map(async (user) => ({
      id: user.id,
      userName: user.userName,
      email: user.email,
      passwordHash: await hasher.hash(user.password),
      role: user.role,
      verified: user.verified,
    })),
  );
  const reviewers: SeedUser[] = demo.reviewers.map((reviewer) => ({
    ...reviewer,
    passwordHash: NO_PASSWORD,
    role: DEMO_USERS.shopper.role,
    verified: true,
  }));
  const start = new Date();
  const result = await db.transaction(async (tx) => {
    await insertUsers(tx, [...accounts, ...reviewers]);
    const productIds = await insertProducts(tx, demo.products);
    await insertFeatureImages(tx, demo.featureImages, start);
    await insertSizeGuides(tx, demo.sizeGuides);
    await insertDemoActivity(tx, demo, start);
    return {
      seeded: true,
      productIds,
      adminId: DEMO_USERS.admin.id,
      shopperId: DEMO_USERS.shopper.id,
    };
  });
  await afterCatalogueLoad(db, demo.products.length);
  return result;
}
