import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/harness';
import { ConfigError, loadConfig } from '.';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('production configuration', () => {
  it('with only payment keys, lists everything else that is missing, in one message', () => {
    const env = {
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    };
    expect(problems(env).map((line) => line.split(':')[0])).toEqual([
      'SMTP_HOST',
      'MAIL_FROM',
      'RAZORPAY_WEBHOOK_SECRET',
      'PUBLIC_URL',
      'CLIENT_ORIGIN',
      'UPLOAD_STORAGE',
    ]);
    expect(() => loadConfig(env)).toThrow(
      /^Atelier will not start in production until these 6 settings are fixed/,
    );
  });

  it('accepts a full configuration, never seeds, and takes the first admin from the environment', () => {
    const config = loadConfig({
      ...PRODUCTION_ENV,
      ADMIN_EMAIL: 'Owner@Shop.Example',
      ADMIN_PASSWORD: 'Owner1234',
    });
    expect(config).toMatchObject({
      env: 'production',
      seed: false,
      publicUrl: 'https://api.test',
      clientOrigins: ['https://shop.test'],
      storage: { kind: 'local' },
      bootstrapAdmin: { email: 'owner@shop.example', password: 'Owner1234', userName: 'Admin' },
    });
    expect(problems({ ...PRODUCTION_ENV, SEED: 'true' })).toEqual([
      'SEED: demo data and demo accounts are never created in production',
    ]);
  });

  it('refuses the test provider, plain http away from this machine, and a wildcard origin', () => {
    const env = {
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'test',
      PUBLIC_URL: 'http://shop.example',
      CLIENT_ORIGIN: '*, http://shop.example',
    };
    expect(problems(env)).toEqual([
      'CLIENT_ORIGIN: * is not allowed (cookies ride along)',
      'PAYMENT_PROVIDER: the test provider fakes payments; set razorpay and its keys',
      'PUBLIC_URL: must be https outside localhost (http://shop.example)',
      'CLIENT_ORIGIN: must be https outside localhost (http://shop.example)',
    ]);
    // Trying the production build on this machine over plain http is fine.
    expect(
      problems({ ...PRODUCTION_ENV, PUBLIC_URL: 'http://127.0.0.1:5000', CLIENT_ORIGIN: '' }),
    ).toEqual([
      'CLIENT_ORIGIN: missing (the https origin of the shop front; or serve it here with SHELL_DIST)',
    ]);
  });

  it('serves the shell on its own origin when SHELL_DIST is set and no origin is named', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, CLIENT_ORIGIN: '', SHELL_DIST: 'dist' });
    expect(config.clientOrigins).toEqual(['https://api.test']);
  });

  it('object storage needs its bucket and region, and keys in pairs', () => {
    expect(problems({ ...PRODUCTION_ENV, UPLOAD_STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual(
      [
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither',
        'S3_BUCKET: missing (UPLOAD_STORAGE=s3 keeps uploads there)',
        'S3_REGION: missing (e.g. us-east-1, or auto for R2)',
      ],
    );
    const config = loadConfig({
      ...PRODUCTION_ENV,
      UPLOAD_STORAGE: 's3',
      S3_BUCKET: 'shop',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://r2.example',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'shop',
      region: 'auto',
      endpoint: 'https://r2.example',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
  });

  it('holds an admin password to the shop’s rule', () => {
    expect(problems({ ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'short' })).toEqual([
      'ADMIN_PASSWORD: Password must be at least 8 characters and include letters and numbers.',
    ]);
    expect(problems({ ADMIN_EMAIL: 'owner@shop.example' })).toEqual([
      'ADMIN_EMAIL and ADMIN_PASSWORD: set both, or neither',
    ]);
  });
});

describe('development configuration', () => {
  it('keeps the demo defaults: seeded data, the test provider, the shell dev server', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      seed: true,
      clientOrigins: ['http://localhost:5173'],
      payment: { provider: 'test' },
      storage: { kind: 'local' },
    });
    expect(config.smtp).toBeUndefined();
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
  });
});
