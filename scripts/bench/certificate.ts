import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface CertificateFiles {
  certFile: string;
  keyFile: string;
}

let made: Promise<CertificateFiles> | undefined;

/**
 * A throwaway self-signed certificate for 127.0.0.1, written to a temporary folder that goes
 * when the process exits. The browser that loads pages over it is told to accept it.
 */
export function benchCertificate(): Promise<CertificateFiles> {
  made ??= (async () => {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      notAfterDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    const dir = mkdtempSync(join(tmpdir(), 'atelier-bench-tls-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const files = { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') };
    writeFileSync(files.certFile, pems.cert);
    writeFileSync(files.keyFile, pems.private, { mode: 0o600 });
    return files;
  })();
  return made;
}
