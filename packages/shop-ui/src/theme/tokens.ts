import type { Tone } from './tones';

/** Foreground/background pair for badges and status colours; pairs meet WCAG AA contrast. */
export interface ToneColors {
  fg: string;
  bg: string;
}

export interface Theme {
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    danger: string;
    onDanger: string;
    focusRing: string;
    overlay: string;
  };
  tones: Record<Tone, ToneColors>;
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radii: { sm: string; md: string; lg: string; pill: string };
  fonts: { body: string; heading: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeights: { regular: number; medium: number; bold: number };
  lineHeights: { tight: number; body: number };
  shadows: { sm: string; md: string; lg: string };
  motion: { fast: string; normal: string; easing: string };
  breakpoints: { sm: string; md: string; lg: string; xl: string };
  /** Widths of layout parts, so a re-brand can widen a column without touching components. */
  sizes: {
    /** The narrowest a product card gets in a grid of several columns. */
    card: string;
    /** The listing's filter column. */
    sidebar: string;
    /** A notification. */
    toast: string;
    /** A side sheet (cart, menu, filters) and a small dialog. */
    sheet: string;
    /** A single-column form (sign-in pages) and the text beside it. */
    form: string;
    /** A comfortable reading width: a search box, a medium dialog, an empty state. */
    readable: string;
    /** A large dialog (the product). */
    dialog: string;
    /** A page's content column. */
    page: string;
  };
  /** Square sizes for icons and icon-like marks (stars, spinners). */
  iconSizes: { sm: string; md: string; lg: string };
  zIndices: { header: number; overlay: number; toast: number };
}

export const lightTheme: Theme = {
  colors: {
    background: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f4f5',
    text: '#18181b',
    textMuted: '#52525b',
    border: '#d4d4d8',
    primary: '#18181b',
    primaryHover: '#3f3f46',
    onPrimary: '#ffffff',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    focusRing: '#2563eb',
    overlay: 'rgba(0, 0, 0, 0.5)',
  },
  tones: {
    green: { fg: '#ffffff', bg: '#15803d' },
    yellow: { fg: '#1c1917', bg: '#facc15' },
    blue: { fg: '#ffffff', bg: '#1d4ed8' },
    indigo: { fg: '#ffffff', bg: '#4338ca' },
    purple: { fg: '#ffffff', bg: '#7e22ce' },
    red: { fg: '#ffffff', bg: '#b91c1c' },
    orange: { fg: '#ffffff', bg: '#c2410c' },
    teal: { fg: '#ffffff', bg: '#0f766e' },
    slate: { fg: '#ffffff', bg: '#475569' },
    neutral: { fg: '#18181b', bg: '#e4e4e7' },
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.06)',
    md: '0 4px 12px rgba(0, 0, 0, 0.1)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.16)',
  },
  motion: { fast: '120ms', normal: '240ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  sizes: {
    card: '14rem',
    sidebar: '15rem',
    toast: '24rem',
    sheet: '26rem',
    form: '28rem',
    readable: '36rem',
    dialog: '56rem',
    page: '72rem',
  },
  iconSizes: { sm: '1rem', md: '1.5rem', lg: '2rem' },
  zIndices: { header: 40, overlay: 50, toast: 60 },
};

// Every styled component in Atelier, and in apps that import it, sees the typed theme.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
