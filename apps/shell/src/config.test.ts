import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('shell config', () => {
  it('defaults to the same origin and no timeout', () => {
    expect(readConfig({})).toEqual({ apiBaseUrl: '', apiTimeoutMs: undefined });
  });
  it('reads the API origin and trims a trailing slash', () => {
    expect(readConfig({ VITE_API_URL: 'https://api.atelier.example/' }).apiBaseUrl).toBe(
      'https://api.atelier.example',
    );
  });
  it('reads a positive timeout', () => {
    expect(readConfig({ VITE_API_TIMEOUT_MS: '8000' }).apiTimeoutMs).toBe(8000);
    expect(readConfig({ VITE_API_TIMEOUT_MS: '0' }).apiTimeoutMs).toBeUndefined();
    expect(readConfig({ VITE_API_TIMEOUT_MS: 'soon' }).apiTimeoutMs).toBeUndefined();
  });
  it('rejects an API URL that is not http(s)', () => {
    expect(() => readConfig({ VITE_API_URL: 'api.example' })).toThrow(/VITE_API_URL/);
  });
});
