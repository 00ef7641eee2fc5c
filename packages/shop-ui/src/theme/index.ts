export { type FocusRingPlacement, focusRing } from './focusRing';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { lightTheme, type Theme, type ToneColors } from './tokens';
