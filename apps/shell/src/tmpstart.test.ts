import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { it } from 'vitest';
import { buildShell } from '../testing/buildShell';

it('start', async () => {
  const { dist, chunks } = await buildShell();
  const out: string[] = [];
  for (const c of chunks.values()) {
    if (!c.fileName.includes('start-') && !c.fileName.includes('index-')) continue;
    for (const [m, info] of Object.entries(c.modules))
      out.push(`${c.fileName.split('-')[0]} ${m} ${JSON.stringify(info).slice(0, 60)}`);
    out.push(
      `${c.fileName} ${gzipSync(readFileSync(join(dist, c.fileName)), { level: 9 }).length}`,
    );
  }
  writeFileSync(process.env.OUT ?? '/tmp/start.txt', out.sort().join('\n'));
}, 300000);
