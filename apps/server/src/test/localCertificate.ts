import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface CertificateFiles {
  certFile: string;
  keyFile: string;
}

/**
 * Writes a throwaway self-signed certificate for 127.0.0.1, valid for two days, into `dir` as
 * cert.pem and key.pem: for serving HTTPS (and so HTTP/2) in tests and benchmarks. Clients must
 * be told to accept it.
 */
export async function writeLocalCertificate(dir: string): Promise<CertificateFiles> {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    notAfterDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const files = { certFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
  writeFileSync(files.certFile, pems.cert);
  writeFileSync(files.keyFile, pems.private, { mode: 0o600 });
  return files;
}
