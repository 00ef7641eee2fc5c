export interface ShellConfig {
  /** Backend origin; '' means the shell's own origin (the dev server proxies /api). */
  apiBaseUrl: string;
  /** Milliseconds before an API call is abandoned; undefined for none, as the spec says. */
  apiTimeoutMs: number | undefined;
}

/** Reads the shell's configuration from build-time environment variables (VITE_*). */
export function readConfig(env: Record<string, string | boolean | undefined>): ShellConfig {
  const base = typeof env.VITE_API_URL === 'string' ? env.VITE_API_URL.trim() : '';
  const timeout = Number(env.VITE_API_TIMEOUT_MS);
  if (base && !/^https?:\/\//.test(base)) {
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${base}"`);
  }
  return {
    apiBaseUrl: base.replace(/\/+$/, ''),
    apiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : undefined,
  };
}
