import { createPasswordHasher } from '../../apps/server/src/auth/passwords.ts';
import { type Database, openDatabase } from '../../apps/server/src/db/database.ts';
import { countFacets } from '../../apps/server/src/db/facetCounts.ts';
import {
  buildFacetIndex,
  type FacetIndex,
  facetIndexBytes,
} from '../../apps/server/src/db/facetIndex.ts';
import type { CatalogueFilters } from '../../apps/server/src/db/facets.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import type { Figure } from './figures.ts';

const PRODUCTS = Number(process.env.BENCH_COUNT ?? 10_000);
/** Answers per filter; the p99 is taken over every answer of every filter. */
const RUNS = Number(process.env.BENCH_FACET_RUNS ?? 25);
const BUDGET_MS = 50;
/** Index builds after a catalogue change (each after one stock change). */
const BUILDS = 5;
const GROUP = 'facets';

const NONE: CatalogueFilters = { categories: [], brands: [], sizes: [], colours: [] };

/** What a shopper asks for in turn: nothing, a size, a colour, both, with category and price. */
const FILTERS: Array<[string, Partial<CatalogueFilters>]> = [
  ['no filter', {}],
  ['size M', { sizes: ['M'] }],
  ['a colour', { colours: ['Black'] }],
  ['size M and a colour', { sizes: ['M'], colours: ['Black'] }],
  ['men, M, two colours', { categories: ['men'], sizes: ['M'], colours: ['Black', 'Navy'] }],
  ['a brand and a price range', { brands: ['nike'], minPrice: 500, maxPrice: 3000 }],
];

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
};

/** The index's build after a stock change (the triggers run, then one read of the catalogue). */
async function buildFigures(db: Database): Promise<{ figures: Figure[]; index: FacetIndex }> {
  const times: number[] = [];
  let index = await buildFacetIndex(db);
  for (let build = 0; build < BUILDS; build += 1) {
    await db.query(
      `UPDATE product_sizes SET stock = stock + 1
        WHERE id = (SELECT id FROM product_sizes ORDER BY id OFFSET $1 LIMIT 1)`,
      [build],
    );
    const at = performance.now();
    index = await buildFacetIndex(db);
    times.push(performance.now() - at);
  }
  const rows = index.firstRow[index.products] ?? 0;
  return {
    index,
    figures: [
      {
        group: GROUP,
        name: 'index build after a catalogue change: median',
        value: percentile(times, 0.5),
        unit: 'ms',
        note: `one query, once per catalogue version; ${BUILDS} builds, slowest ${Math.round(Math.max(...times))} ms`,
      },
      {
        group: GROUP,
        name: 'index memory',
        value: Math.round(facetIndexBytes(index) / 1024),
        unit: 'KiB',
        note: `typed arrays: ${index.products.toLocaleString('en')} products, ${rows.toLocaleString('en')} colour rows, ${index.sizeNames.length} sizes, ${index.colourNames.length} colours`,
      },
    ],
  };
}

/**
 * Extension `product-facets` over 10,000 products in four colours each (the seed's generated
 * catalogue, as `scale` and `listing` use), on the embedded database (PGlite, the default
 * deployment): the server's time to count one answer's facets from the catalogue version's
 * facet index, as on a first ask of those filters (the catalogue cache then keeps the answer
 * until the catalogue changes). BENCH_FACET_RUNS answers per filter; one p99 over all of them,
 * beside the 50 ms, and each filter's median for information. Then the index's build
 * after a catalogue change, which the first answer of a new version waits for, and its memory.
 */
export async function facetFigures(): Promise<Figure[]> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    const seededAt = performance.now();
    const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    await seed(db, hasher, { productCount: PRODUCTS, activity: false, onlyIfEmpty: false });
    await db.exec('ANALYZE');
    console.log(`  seeded ${PRODUCTS} products in ${Math.round(performance.now() - seededAt)} ms`);
    const built = await buildFigures(db);
    const all: number[] = [];
    const figures: Figure[] = [];
    for (const [name, filters] of FILTERS) {
      const times: number[] = [];
      let options = 0;
      // One uncounted answer, as the first visitor warms the engine's compiled code.
      countFacets(built.index, { ...NONE, ...filters });
      for (let run = 0; run < RUNS; run += 1) {
        const at = performance.now();
        const facets = countFacets(built.index, { ...NONE, ...filters });
        times.push(performance.now() - at);
        options = facets.size.length + facets.colour.length;
      }
      all.push(...times);
      figures.push({
        group: GROUP,
        name: `counts, ${name}: median`,
        value: percentile(times, 0.5),
        unit: 'ms',
        note: `${options} options counted`,
      });
    }
    return [
      {
        group: GROUP,
        name: 'a facet count answer: p99',
        value: percentile(all, 0.99),
        unit: 'ms',
        budget: { max: BUDGET_MS },
        note: `server time from the facet index, ${PRODUCTS.toLocaleString('en')} products in four colours, PGlite; ${all.length} answers over ${FILTERS.length} filters`,
      },
      ...figures,
      ...built.figures,
    ];
  } finally {
    await db.close();
  }
}
