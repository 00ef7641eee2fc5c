import { PRODUCT_CSV_COLUMNS } from '@atelier/api-client';
import { createPasswordHasher } from '../../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createImages } from '../../apps/server/src/db/media.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import { createCatalogueCsvService } from '../../apps/server/src/services/catalogueCsv.ts';
import type { ServiceContext } from '../../apps/server/src/services/context.ts';
import type { Figure } from './figures.ts';

const PRODUCTS = Number(process.env.BENCH_CSV_PRODUCTS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_CSV_IMPORT_ROWS ?? 10_000);
const GROUP = 'csv';
const MB = 1024 * 1024;

/** Reads the export to its end as a client would, sampling the process's RSS meanwhile. */
/** A web stream's chunks, read in turn (the DOM's stream type here has no async iterator). */
async function* chunksOf(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
}

async function drain(stream: ReadableStream<Uint8Array>) {
  let bytes = 0;
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 25);
  try {
    for await (const chunk of chunksOf(stream)) bytes += chunk.byteLength;
  } finally {
    clearInterval(sampler);
  }
  return { bytes, peak: Math.max(peak, process.memoryUsage.rss()) };
}

/** A products file of `rows` rows: half change exported products, half add new ones. */
function importFile(exported: string, rows: number): string {
  const [header, ...lines] = exported
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  const updates = lines.slice(0, Math.ceil(rows / 2));
  const cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>> = {
    description: 'Made by the import bench',
    category: 'men',
    brand: 'zara',
    price: '1999',
    salePrice: '0',
    image: 'https://cdn.example/bench.png',
    sizes: 'S:1|M:2',
  };
  const creates = Array.from({ length: rows - updates.length }, (_, i) =>
    PRODUCT_CSV_COLUMNS.map((column) =>
      column === 'title' ? `Bench import ${i}` : (cells[column] ?? ''),
    ).join(','),
  );
  return [header, ...updates, ...creates].join('\r\n');
}

/**
 * Extension 'catalogue-csv' over 100,000 products in the embedded database (PGlite, the default
 * deployment, in this process as in the server): the whole catalogue exported while the
 * process's resident memory is sampled (it holds PGlite's own memory too), then the dry run of
 * a 10,000-row file taken from that export.
 */
export async function csvFigures(): Promise<Figure[]> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    const seededAt = performance.now();
    await seed(db, createPasswordHasher({ N: 1024, r: 8, p: 1 }), {
      productCount: PRODUCTS,
      activity: false,
      onlyIfEmpty: false,
    });
    console.log(`  seeded ${PRODUCTS} products in ${Math.round(performance.now() - seededAt)} ms`);
    const csv = createCatalogueCsvService({
      db,
      images: createImages('http://bench'),
      catalogCache: { invalidate: async () => undefined },
    } as unknown as ServiceContext);
    const before = process.memoryUsage.rss();
    const exportedAt = performance.now();
    const { bytes, peak } = await drain(csv.productsCsv());
    const exportMs = performance.now() - exportedAt;

    // The first rows of the export (the file stops at its newline after IMPORT_ROWS / 2 rows).
    let head = '';
    for await (const chunk of chunksOf(csv.productsCsv())) {
      head += new TextDecoder().decode(chunk);
      if (head.split('\r\n').length > IMPORT_ROWS / 2 + 2) break;
    }
    const file = importFile(head, IMPORT_ROWS);
    const checkedAt = performance.now();
    const report = await csv.importProducts(file, 'dry-run');
    const dryRunMs = performance.now() - checkedAt;
    if (report.problems.length) {
      throw new Error(`dry run found problems: ${JSON.stringify(report.problems.slice(0, 3))}`);
    }
    const note = `${PRODUCTS.toLocaleString('en')} products, PGlite in process; busy shared machine`;
    return [
      {
        group: GROUP,
        name: 'products export: peak RSS while streaming',
        value: peak / MB,
        unit: 'MB',
        budget: { max: 512 },
        note: `${note}; RSS ${Math.round(before / MB)} MB before, ${(bytes / MB).toFixed(1)} MB of CSV in ${(exportMs / 1000).toFixed(1)} s`,
      },
      {
        group: GROUP,
        name: `products import: dry run of ${IMPORT_ROWS.toLocaleString('en')} rows`,
        value: dryRunMs / 1000,
        unit: 's',
        budget: { max: 10 },
        note: `${note}; ${report.updated} updates, ${report.created} creates`,
      },
    ];
  } finally {
    await db.close();
  }
}
