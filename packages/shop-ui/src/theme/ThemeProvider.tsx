import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { lightTheme, type Theme } from './tokens';

export interface ThemeProviderProps {
  /** A complete theme; defaults to the Atelier light theme. Re-brand by passing your own. */
  theme?: Theme;
  /** Inject the global reset and body styles; turn off when the host app owns them. */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

export function ThemeProvider({
  theme = lightTheme,
  withGlobalStyle = true,
  children,
}: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
