import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Smaller files gain less than a packet from compression. */
const THRESHOLD = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/**
 * Writes `x.br` (brotli, best quality) and `x.gz` (gzip -9) beside every text file of the
 * build, for servers that send precompressed files (the reference server does; nginx's
 * gzip_static and brotli_static, most CDNs): best compression at no cost per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'atelier-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      // After the prerendered pages are written.
      order: 'post',
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const work: Array<Promise<void>> = [];
        for await (const file of files(outDir)) {
          if (!TEXT.has(extname(file))) continue;
          const bytes = await readFile(file);
          if (bytes.length < THRESHOLD) continue;
          work.push(
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }).then((out) => writeFile(`${file}.br`, out)),
            gzipAsync(bytes, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
          );
        }
        await Promise.all(work);
      },
    },
  };
}
