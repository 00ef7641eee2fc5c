export { type FocusRingPlacement, focusRing } from './focusRing';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_SWIPE_THRESHOLD_PX } from './toast';
export { lightTheme, type Theme, type ToneColors } from './tokens';
export { ORDER_STATUS_TONES, type OrderAudience, PAYMENT_METHOD_TONES, type Tone } from './tones';
