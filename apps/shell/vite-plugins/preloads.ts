/** Each output chunk's static imports, by file name. */
export type ChunkImports = ReadonlyMap<string, { imports: string[] }>;

/** Every chunk `file` needs before it runs: itself and its static imports, transitively. */
export function staticClosure(
  chunks: ChunkImports,
  file: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/** `<link rel="modulepreload">` for each of `files` under `base` that `page` does not link yet. */
export function modulePreloads(files: Iterable<string>, base: string, page: string): string[] {
  return [...files]
    .filter((file) => !page.includes(`"${base}${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
}
