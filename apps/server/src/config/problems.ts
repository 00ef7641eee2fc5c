import { isValidPassword, VALIDATION } from '@atelier/api-client';
import { z } from 'zod';
import type { Env } from './env';

/**
 * Everything wrong with a configuration, each as one line naming the setting, so an operator
 * fixes them all in one go instead of one per start. Production adds what a real shop cannot
 * run without (mail, payments, where browsers come from, where uploads live) and refuses what
 * is only safe on a developer's machine (demo data, the test payment provider, plain http).
 */
export function configProblems(e: Env): string[] {
  const problems = [...alwaysProblems(e)];
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e));
  return problems;
}

const pair = (e: Env, a: keyof Env, b: keyof Env): string[] =>
  Boolean(e[a]) === Boolean(e[b]) ? [] : [`${a} and ${b}: set both, or neither`];

function alwaysProblems(e: Env): string[] {
  const problems = [
    ...pair(e, 'TLS_CERT_FILE', 'TLS_KEY_FILE'),
    ...pair(e, 'SMTP_USER', 'SMTP_PASS'),
    ...pair(e, 'ADMIN_EMAIL', 'ADMIN_PASSWORD'),
    ...pair(e, 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'),
  ];
  if (paymentProvider(e) === 'razorpay') {
    if (!e.RAZORPAY_KEY_ID) problems.push('RAZORPAY_KEY_ID: missing (the Razorpay key id)');
    if (!e.RAZORPAY_KEY_SECRET) {
      problems.push('RAZORPAY_KEY_SECRET: missing (the Razorpay key secret)');
    }
  }
  if (e.ADMIN_EMAIL && !z.email().safeParse(e.ADMIN_EMAIL).success) {
    problems.push('ADMIN_EMAIL: not an e-mail address');
  }
  if (e.ADMIN_PASSWORD && !isValidPassword(e.ADMIN_PASSWORD)) {
    problems.push(`ADMIN_PASSWORD: ${VALIDATION.password}`);
  }
  if (e.UPLOAD_STORAGE === 's3') {
    if (!e.S3_BUCKET) problems.push('S3_BUCKET: missing (UPLOAD_STORAGE=s3 keeps uploads there)');
    if (!e.S3_REGION) problems.push('S3_REGION: missing (e.g. us-east-1, or auto for R2)');
  }
  for (const name of ['PUBLIC_URL', 'SHELL_URL'] as const) {
    const value = e[name];
    if (value && !parseUrl(value)) problems.push(`${name}: not an http(s) URL (${value})`);
  }
  for (const origin of listOrigins(e.CLIENT_ORIGIN)) {
    if (origin === '*') problems.push('CLIENT_ORIGIN: * is not allowed (cookies ride along)');
    else if (!parseUrl(origin)) problems.push(`CLIENT_ORIGIN: not an http(s) origin (${origin})`);
  }
  return problems;
}

function productionProblems(e: Env): string[] {
  const problems: string[] = [];
  const missing = (name: keyof Env, why: string) => {
    if (!e[name]) problems.push(`${name}: missing (${why})`);
  };
  missing('SMTP_HOST', 'the SMTP server that sends sign-up codes and reset links');
  missing('MAIL_FROM', 'the sender shoppers see, e.g. "Atelier <shop@example.com>"');
  if (paymentProvider(e) === 'test') {
    problems.push('PAYMENT_PROVIDER: the test provider fakes payments; set razorpay and its keys');
  } else {
    missing('RAZORPAY_WEBHOOK_SECRET', 'without it every payment webhook is refused');
  }
  missing('PUBLIC_URL', 'the https address browsers reach this server at');
  if (!e.CLIENT_ORIGIN && !e.SHELL_DIST) {
    problems.push(
      'CLIENT_ORIGIN: missing (the https origin of the shop front; or serve it here with SHELL_DIST)',
    );
  }
  const plain = [
    ['PUBLIC_URL', e.PUBLIC_URL] as const,
    ['SHELL_URL', e.SHELL_URL] as const,
    ...listOrigins(e.CLIENT_ORIGIN).map((origin) => ['CLIENT_ORIGIN', origin] as const),
  ].filter(([, value]) => value && parseUrl(value) && !isSecureUrl(value));
  for (const [name, value] of plain) {
    problems.push(`${name}: must be https outside localhost (${value})`);
  }
  if (!e.UPLOAD_STORAGE) {
    problems.push(
      'UPLOAD_STORAGE: missing (local: files under UPLOAD_DIR, one instance only; s3: any number of instances)',
    );
  }
  if (e.SEED === 'true') {
    problems.push('SEED: demo data and demo accounts are never created in production');
  }
  return problems;
}

export function paymentProvider(e: Env): 'test' | 'razorpay' {
  return e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID ? 'razorpay' : 'test');
}

export function listOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function parseUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http to this machine itself (trying the production build locally). */
function isSecureUrl(value: string): boolean {
  const url = parseUrl(value);
  return !!url && (url.protocol === 'https:' || LOOPBACK.has(url.hostname));
}
