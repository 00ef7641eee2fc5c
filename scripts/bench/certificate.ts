import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type CertificateFiles,
  writeLocalCertificate,
} from '../../apps/server/src/test/localCertificate.ts';

let made: Promise<CertificateFiles> | undefined;

/**
 * A throwaway certificate for 127.0.0.1, in a temporary folder that goes when the process
 * exits; one per run. The browser that loads pages over it is told to accept it.
 */
export function benchCertificate(): Promise<CertificateFiles> {
  made ??= (() => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-bench-tls-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return writeLocalCertificate(dir);
  })();
  return made;
}
