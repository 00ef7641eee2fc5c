import { PRODUCT_CSV_COLUMNS } from '@atelier/api-client';
import { DEMO_USERS } from '@atelier/api-client/demo-data';
import { createPasswordHasher } from '../../apps/server/src/auth/passwords.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { createImages } from '../../apps/server/src/db/media.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import { createCatalogueCsvService } from '../../apps/server/src/services/catalogueCsv.ts';
import type { ServiceContext } from '../../apps/server/src/services/context.ts';
import { admin, startPostgres } from '../../apps/server/src/test/postgres.ts';
import type { Figure } from './figures.ts';
import { sampleRss, seededServer } from './seededServer.ts';

const PRODUCTS = Number(process.env.BENCH_CSV_PRODUCTS ?? 100_000);
const IMPORT_ROWS = Number(process.env.BENCH_CSV_IMPORT_ROWS ?? 10_000);
const GROUP = 'csv';
const MB = 1024 * 1024;

/** A web stream's chunks, read in turn (the DOM's stream type here has no async iterator). */
async function* chunksOf(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) yield read.value;
  } finally {
    reader.releaseLock();
  }
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
 * The products export as an admin downloads it: the reference server in its own process on a
 * PostgreSQL (from the npm registry's binaries, as a shop of this size runs), so that the
 * process's memory is the server's alone (an embedded PGlite keeps the whole database in it),
 * the products written straight into the database, the file read whole through HTTP while the
 * server's resident memory is sampled every 10 ms. Streamed in batches, it must stay under the
 * issue's 512 MB and not grow with the catalogue.
 */
async function exportOverHttp(): Promise<Figure[]> {
  const pg = await startPostgres();
  await admin(pg, 'CREATE DATABASE bench_csv');
  const server = await seededServer(PRODUCTS, pg.url('bench_csv')).catch(async (error) => {
    await pg.stop();
    throw error;
  });
  const { origin } = server;
  try {
    const { email, password } = DEMO_USERS.admin;
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new Error(`admin sign-in: ${login.status}`);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const memory = sampleRss(server.pid);
    const { before } = memory;
    let peak = before;
    const at = performance.now();
    let bytes = 0;
    let lines = 0;
    try {
      const res = await fetch(`${server.url}/api/admin/products/export`, { headers: { cookie } });
      if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
      for await (const chunk of chunksOf(res.body)) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
    } finally {
      peak = memory.stop();
    }
    const ms = performance.now() - at;
    // A header line, then a line a product and size at least.
    if (lines < PRODUCTS + 1) throw new Error(`the export held ${lines} lines`);
    // Printed now: the dry run that follows seeds a database of its own, which takes minutes.
    console.log(
      `  export over HTTP: peak RSS ${Math.round(peak)} MiB (grew ${Math.round(peak - before)}), ${(ms / 1000).toFixed(1)} s`,
    );
    const note = `${PRODUCTS.toLocaleString('en')} products, ${(bytes / MB).toFixed(1)} MB of CSV (${lines.toLocaleString('en')} lines) through HTTP in ${(ms / 1000).toFixed(1)} s, server in its own process on PostgreSQL; busy shared machine`;
    return [
      {
        group: GROUP,
        name: "products export over HTTP: server's peak RSS",
        value: peak,
        unit: 'MiB',
        budget: { max: 512 },
        note: `${Math.round(before)} MiB before, grew ${Math.round(peak - before)} MiB; ${note}`,
      },
      {
        group: GROUP,
        name: 'products export over HTTP: read whole',
        value: ms / 1000,
        unit: 's',
        note,
      },
    ];
  } finally {
    await server.stop();
    await pg.stop();
  }
}

/**
 * Extension 'catalogue-csv' over 100,000 products: the export through a server of its own (see
 * exportOverHttp), then, on the embedded database in this process, the dry run of a 10,000-row
 * file taken from the export's first rows.
 */
export async function csvFigures(): Promise<Figure[]> {
  const exported = await exportOverHttp();
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
      ...exported,
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
