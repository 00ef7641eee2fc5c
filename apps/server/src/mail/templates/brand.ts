/**
 * The shop's look in e-mail. Mail clients read only inline styles with literal values, so the
 * values of shop-ui's light theme are repeated here; `brand.test.ts` keeps them equal.
 */
export const MAIL_BRAND = {
  name: 'Atelier',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  page: '#f4f4f5',
  surface: '#ffffff',
  text: '#18181b',
  textMuted: '#52525b',
  border: '#d4d4d8',
  primary: '#18181b',
  onPrimary: '#ffffff',
} as const;
