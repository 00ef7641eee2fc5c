import type { ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { stagePreloads } from './stagePreloads';

const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    ...fields,
  }) as Rolldown.OutputChunk;

const html = (source: string) =>
  ({ type: 'asset', fileName: 'index.html', source }) as Rolldown.OutputAsset;

function run(bundle: Rolldown.OutputBundle, base = '/') {
  const plugin = stagePreloads();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base } as ResolvedConfig);
  (plugin.generateBundle as (options: unknown, bundle: Rolldown.OutputBundle) => void).call(
    {},
    {},
    bundle,
  );
  const page = bundle['index.html'];
  return page?.type === 'asset' ? String(page.source) : '';
}

describe('stagePreloads', () => {
  it('links each stage the entry imports and what the stage imports, once each', () => {
    const page = run({
      'index.html': html(
        '<head><link rel="modulepreload" crossorigin href="/assets/runtime.js"></head>',
      ),
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: '/app/index.html',
        imports: ['assets/runtime.js'],
        dynamicImports: ['assets/react.js', 'assets/start.js'],
      }),
      'assets/runtime.js': chunk('assets/runtime.js'),
      'assets/react.js': chunk('assets/react.js', { imports: ['assets/runtime.js'] }),
      'assets/start.js': chunk('assets/start.js', { imports: ['assets/shop.js'] }),
      'assets/shop.js': chunk('assets/shop.js', {
        imports: ['assets/react.js'],
        dynamicImports: ['assets/Admin.js'],
      }),
      'assets/Admin.js': chunk('assets/Admin.js'),
    });
    const linked = [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    expect(linked.map((match) => match[1])).toEqual([
      '/assets/runtime.js',
      '/assets/react.js',
      '/assets/start.js',
      '/assets/shop.js',
    ]);
    expect(page).toMatch(/<\/head>$/);
  });

  it('follows only the page’s entry, not other entries of the build', () => {
    const page = run({
      'index.html': html('<head></head>'),
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: '/app/index.html',
        dynamicImports: ['assets/react.js'],
      }),
      'assets/react.js': chunk('assets/react.js'),
      'assets/start.js': chunk('assets/start.js', {
        isEntry: true,
        facadeModuleId: '/app/src/start.tsx',
        dynamicImports: ['assets/Admin.js'],
      }),
      'assets/Admin.js': chunk('assets/Admin.js'),
    });
    expect(page).toContain('href="/assets/react.js"');
    expect(page).not.toContain('Admin.js');
  });

  it('writes links under the configured base', () => {
    const page = run(
      {
        'index.html': html('<head></head>'),
        'assets/index.js': chunk('assets/index.js', {
          isEntry: true,
          facadeModuleId: '/app/index.html',
          dynamicImports: ['assets/react.js'],
        }),
        'assets/react.js': chunk('assets/react.js'),
      },
      '/shop/',
    );
    expect(page).toContain('href="/shop/assets/react.js"');
  });

  it('leaves the page as it is when every stage is linked already', () => {
    const source = '<head><link rel="modulepreload" crossorigin href="/assets/react.js"></head>';
    const page = run({
      'index.html': html(source),
      'assets/index.js': chunk('assets/index.js', {
        isEntry: true,
        facadeModuleId: '/app/index.html',
        dynamicImports: ['assets/react.js'],
      }),
      'assets/react.js': chunk('assets/react.js'),
    });
    expect(page).toBe(source);
  });
});
