import { readFile, writeFile } from 'node:fs/promises';

const DIRECTIVE = '"use client";';
// The directive as a statement anywhere in the file's first line (tsup's CJS conversion puts
// its own prologue in front of it, where React Server Components no longer see it).
const STATEMENT = /(["'])use client\1;?/;

/**
 * Makes `"use client"` the first statement of each built entry, for React Server Components
 * (Next.js App Router). Rollup's tree shaking drops module directives and tsup's CJS output moves
 * them behind its prologue, so the build writes the directive itself; the source map is shifted
 * by the one line added.
 */
export async function ensureUseClient(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const code = await readFile(file, 'utf8');
      const newline = code.indexOf('\n');
      const first = newline === -1 ? code : code.slice(0, newline);
      const rest = newline === -1 ? '' : code.slice(newline);
      await writeFile(file, `${DIRECTIVE}\n${first.replace(STATEMENT, '')}${rest}`);
      const mapFile = `${file}.map`;
      const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
      map.mappings = `;${map.mappings}`;
      await writeFile(mapFile, JSON.stringify(map));
    }),
  );
}
