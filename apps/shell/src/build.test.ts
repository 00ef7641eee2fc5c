import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShell } from '../testing/buildShell';
import { type ChunkInfo, isAdminModule } from '../testing/moduleGraph';
import { staticClosure } from '../vite-plugins/preloads';

// The production build's module graph: what a shopper's pages download, file by file.

let outDir = '';
let chunks = new Map<string, ChunkInfo>();

beforeAll(async () => {
  ({ dist: outDir, chunks } = await buildShell());
}, 240_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The chunk that holds this source file (of the shell's src unless it starts with packages/). */
function chunkOf(source: string): string {
  const id = source.startsWith('packages/') ? source : `apps/shell/src/${source}`;
  const found = [...chunks.values()].find((chunk) => id in chunk.modules);
  if (!found) throw new Error(`no chunk holds ${source}`);
  return found.fileName;
}

/** The page's entry: index.html's script (start.tsx is an entry too, for the chunk groups). */
function entryChunk(): ChunkInfo {
  const entry = [...chunks.values()].find(
    (chunk) => chunk.isEntry && 'apps/shell/src/main.tsx' in chunk.modules,
  );
  if (!entry) throw new Error('no entry chunk');
  return entry;
}

/** What the entry runs before the page: itself and the stages it imports (src/main.tsx). */
function startUp(): Set<string> {
  const entry = entryChunk();
  const files = staticClosure(chunks, entry.fileName);
  for (const stage of entry.dynamicImports) staticClosure(chunks, stage, files);
  return files;
}

/** What a first visit to a page downloads: start-up (with the layouts) and the page. */
function download(page: string, section: 'Shop' | 'Auth' = 'Shop'): Set<string> {
  const files = startUp();
  staticClosure(chunks, chunkOf(`pages/${section.toLowerCase()}/${page}.tsx`), files);
  return files;
}

/** As `pnpm bench pages` counts them: each file gzip -9. */
const gzipKiB = (files: Set<string>) =>
  [...files].reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  ) / 1024;

const modulesOf = (files: Set<string>) =>
  [...files].flatMap((file) => Object.keys(chunks.get(file)?.modules ?? {}));

// The issues' budget for a guest's first load (docs/performance.md).
const BUDGET_KIB = 150;

describe.each(['HomePage', 'ListingPage'])('a shopper opening %s', (page) => {
  it('downloads no back-office code', () => {
    const modules = modulesOf(download(page));
    expect(modules.some((id) => id.includes('packages/shop-ui/src/'))).toBe(true);
    expect(modules.filter(isAdminModule)).toEqual([]);
  });

  it('downloads at most 16 files, the framework in two of their own', () => {
    const files = download(page);
    expect(files.size).toBeLessThanOrEqual(16);
    const modulesIn = (name: string) =>
      Object.keys(chunks.get([...files].find((file) => file.includes(name)) ?? '')?.modules ?? {});
    expect(modulesIn('/react-').join()).toMatch(/react-dom/);
    expect(modulesIn('/vendor-').join()).toMatch(/react-router/);
  });

  it('stays within its budget of gzip, React Router included (issues 9 and 37)', () => {
    expect(gzipKiB(download(page))).toBeLessThanOrEqual(BUDGET_KIB);
  });
});

describe('a shopper opening a product page', () => {
  it('downloads no back-office code, and no toggle-button group', () => {
    const modules = modulesOf(download('ProductPage'));
    expect(modules.filter(isAdminModule)).toEqual([]);
    // The gallery's Zoom is a button: react-aria's ToggleButton brings its group's toolbar.
    expect(modules.filter((id) => /ToggleButton|useToolbar/.test(id))).toEqual([]);
  });
});

describe('a shopper opening the sign-in page', () => {
  it('downloads no back-office code, and no dialog, sheet or menu', () => {
    const files = download('LoginPage', 'Auth');
    expect(modulesOf(files).filter(isAdminModule)).toEqual([]);
    expect(modulesOf(files).filter((id) => /primitives\/(Dialog|Sheet|Menu)\//.test(id))).toEqual(
      [],
    );
  });
});

describe('the layouts', () => {
  it('the shop’s comes with the code every first visit runs, not in a file of its own', () => {
    // On HTTP/1.1 each file more waits for one of six connections.
    expect(chunkOf('pages/ShopSection.tsx')).toBe(chunkOf('boot.ts'));
    expect(isAdminModule('apps/shell/src/pages/admin/AdminSection.tsx')).toBe(true);
  });

  it('the product cards home and the listing both show come in one file', () => {
    const cards = chunkOf('packages/shop-ui/src/features/catalog/ProductCard/ProductCard.tsx');
    expect(download('HomePage').has(cards)).toBe(true);
    expect(download('ListingPage').has(cards)).toBe(true);
    expect(download('LoginPage', 'Auth').has(cards)).toBe(false);
  });
});

describe('the entry chunk', () => {
  it('runs start-up itself, after the chunks that define what it calls', () => {
    // Grouped into a shared chunk, main.tsx's start-up ran before the helpers it calls existed.
    expect(Object.keys(entryChunk().modules)).toContain('apps/shell/src/main.tsx');
  });

  it('evaluates React, then the other libraries, then the shop in stages, each preloaded', () => {
    // Imported statically, all of them would be evaluated in one long task. React comes with
    // the entry (which takes Vite's import helper from its file): it was the first stage.
    const entry = entryChunk();
    const eager = modulesOf(staticClosure(chunks, entry.fileName));
    expect(eager.some((id) => /react-dom/.test(id))).toBe(true);
    expect(eager.filter((id) => /styled-components|react-router|shop-ui/.test(id))).toEqual([]);
    const staged = (pattern: RegExp) =>
      entry.dynamicImports.some((file) =>
        modulesOf(staticClosure(chunks, file)).some((id) => pattern.test(id)),
      );
    expect(staged(/react-dom/)).toBe(true);
    expect(staged(/styled-components/)).toBe(true);
    expect(staged(/apps\/shell\/src\/start\.tsx/)).toBe(true);
    // Every page's HTML, prerendered or not, asks for each stage's chunks at once.
    for (const page of ['index.html', 'shop/listing/index.html', 'auth/login/index.html']) {
      const html = readFileSync(join(outDir, page), 'utf8');
      for (const file of startUp()) expect(html, `${page}: ${file}`).toContain(`/${file}"`);
    }
  });
});

describe('the back office', () => {
  it('is built, and only into chunks of its own', () => {
    const admin = [...chunks.values()].filter((chunk) =>
      Object.keys(chunk.modules).some(isAdminModule),
    );
    expect(admin.length).toBeGreaterThan(0);
    const shopper = new Set([...download('HomePage'), ...download('ListingPage')]);
    for (const chunk of admin) expect(shopper.has(chunk.fileName), chunk.fileName).toBe(false);
  });
});

describe('prerendered pages', () => {
  it('paint the shop frame and preload the route’s chunks', () => {
    const html = readFileSync(join(outDir, 'shop/home/index.html'), 'utf8');
    expect(html).toMatch(/<div id="root"><a [^>]*href="#main-content"/);
    expect(html).toContain('Atelier');
    // The frame's rules, in a tag styled-components leaves alone: no rehydration at start-up.
    const frameStyles = html.split('<style data-frame>')[1]?.split('</style>')[0] ?? '';
    expect(frameStyles).toMatch(/\.[\w-]+\{/);
    expect(html).not.toContain('data-styled');
    // The session is unknown when the HTML is made: a placeholder, never Login.
    expect(html).not.toMatch(/>Login</);
    const preloaded = [...html.matchAll(/href="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(preloaded).toContain(chunkOf('pages/shop/HomePage.tsx'));
    const home = download('HomePage');
    for (const file of preloaded) expect(home.has(file), file).toBe(true);
  });

  it('ask for no data: start-up reads what the page React Router matched needs', () => {
    // A preload cannot carry check-auth's cache-preventing headers (spec section 7), and the
    // site's index.html, which a static host serves at any path, must not read for one page.
    for (const page of ['index.html', 'shop/home/index.html', 'shop/listing/index.html']) {
      expect(readFileSync(join(outDir, page), 'utf8')).not.toMatch(/as="fetch"|\/api\//);
    }
  });

  it('show the site’s index.html, served at any path, as a skeleton in no layout', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<div id="root"><div [^>]*role="status"/);
    expect(html).not.toContain('href="#main-content"');
  });

  it('come precompressed', () => {
    expect(readFileSync(join(outDir, 'shop/listing/index.html.br')).length).toBeGreaterThan(0);
    expect(readFileSync(join(outDir, 'index.html.gz')).length).toBeGreaterThan(0);
  });
});
