import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { SSR_DIR } from './ssrBuild.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);
/** Smaller files gain less than a packet from compression. */
const THRESHOLD = 1024;

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, the prerendered frames included
 * (which vite-plugin-compression2 leaves out), for servers that send precompressed files.
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
        const files = await readdir(outDir, { recursive: true });
        await Promise.all(
          files
            // The server's renderer is read from disk by the server, never sent.
            .filter((file) => TEXT.has(extname(file)) && !file.startsWith(`${SSR_DIR}/`))
            .map(async (file) => {
              const bytes = await readFile(join(outDir, file));
              if (bytes.length < THRESHOLD) return;
              const params = {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              };
              await writeFile(join(outDir, `${file}.br`), await brotli(bytes, { params }));
              await writeFile(join(outDir, `${file}.gz`), await gzipAsync(bytes, { level: 9 }));
            }),
        );
      },
    },
  };
}
