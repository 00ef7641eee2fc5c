import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shellFiles } from './shellFiles';

let parent: string;
let root: string;
let clock: number;
const now = () => clock;
const text = async (found: Promise<{ bytes: Buffer } | null>) =>
  (await found)?.bytes.toString() ?? null;

/** Writes `content` with a modification time of its own, so a rewrite is seen as a change. */
function write(relative: string, content: string, mtime: number) {
  const full = path.join(root, relative);
  writeFileSync(full, content);
  utimesSync(full, mtime, mtime);
}

beforeEach(() => {
  parent = mkdtempSync(path.join(tmpdir(), 'atelier-shell-files-'));
  root = path.join(parent, 'dist');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  clock = 0;
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

describe('shellFiles', () => {
  it('serves a file from memory until the recheck time, then as the disk has it', async () => {
    write('index.html', 'first build', 1_000);
    const file = shellFiles(root, { recheckMs: 1000, now });
    expect(await text(file('/index.html'))).toBe('first build');

    write('index.html', 'second build', 2_000);
    clock = 999;
    expect(await text(file('/index.html'))).toBe('first build');
    clock = 1000;
    expect(await text(file('/index.html'))).toBe('second build');
  });

  it('gives the same entry, and ETag, while the file is unchanged', async () => {
    write('assets/app-1.js', 'console.log(1)', 1_000);
    const file = shellFiles(root, { recheckMs: 0, now });
    const first = await file('/assets/app-1.js');
    const again = await file('/assets/app-1.js');
    expect(again).toBe(first);
    expect(first?.etag).toMatch(/^"/);
  });

  it('notices a file that appears or goes, after the recheck time', async () => {
    const file = shellFiles(root, { recheckMs: 1000, now });
    expect(await file('/assets/late.js')).toBeNull();
    write('assets/late.js', 'here now', 1_000);
    clock = 1000;
    expect(await text(file('/assets/late.js'))).toBe('here now');
    rmSync(path.join(root, 'assets/late.js'));
    clock = 2000;
    expect(await file('/assets/late.js')).toBeNull();
  });

  it('answers nothing for folders and for paths outside the root', async () => {
    writeFileSync(path.join(parent, 'secret.txt'), 'no');
    mkdirSync(path.join(parent, 'dist-other'));
    writeFileSync(path.join(parent, 'dist-other', 'x'), 'no');
    const file = shellFiles(root, { now });
    expect(await file('/assets')).toBeNull();
    expect(await file('/../secret.txt')).toBeNull();
    expect(await file('/../dist-other/x')).toBeNull();
  });
});
