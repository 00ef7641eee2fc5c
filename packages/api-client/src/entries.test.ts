import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map(
    (m) => m[1] ?? '',
  );
}

describe('entry boundaries', () => {
  it('keeps React, SWR and MSW out of the core, admin and demo-data entries', () => {
    const files = [
      sourceFiles(join(SRC, 'core')),
      sourceFiles(join(SRC, 'contract')),
      sourceFiles(join(SRC, 'admin')),
      sourceFiles(join(SRC, 'demo-data')),
      [join(SRC, 'index.ts')],
    ].flat();
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter(
          (spec) =>
            /^(react|react-dom|swr|msw)(\/|$)/.test(spec) ||
            spec.includes('/swr') ||
            spec.includes('/mocks'),
        )
        .map((spec) => `${relative(SRC, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps zod (the request schemas) out of every entry a shopper loads', () => {
    const files = ['core', 'contract', 'swr', 'admin', 'demo-data']
      .flatMap((dir) => sourceFiles(join(SRC, dir)))
      .concat(join(SRC, 'index.ts'));
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^zod(\/|$)/.test(spec) || spec.includes('/schemas'))
        .map((spec) => `${relative(SRC, file)} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps MSW out of the swr entry', () => {
    const offenders = sourceFiles(join(SRC, 'swr'))
      .filter((file) => !file.endsWith('test-helpers.tsx'))
      .flatMap((file) =>
        importsOf(file).filter((spec) => /^msw(\/|$)/.test(spec) || spec.includes('/mocks')),
      );
    expect(offenders).toEqual([]);
  });
});
