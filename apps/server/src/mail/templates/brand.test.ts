import { describe, expect, it } from 'vitest';
import { MAIL_BRAND } from './brand';

// Imported by path at run time: the server's type check must not take in shop-ui's typing of
// styled-components, which it does not depend on.
const TOKENS = '../../../../../packages/shop-ui/src/theme/tokens';

interface ThemeColours {
  colors: Record<string, string>;
  fonts: Record<string, string>;
}

describe("the e-mails' brand", () => {
  it("repeats shop-ui's light theme, so a re-brand of the shop shows in its mail too", async () => {
    const { lightTheme } = (await import(/* @vite-ignore */ TOKENS)) as {
      lightTheme: ThemeColours;
    };
    const { colors, fonts } = lightTheme;
    expect(MAIL_BRAND).toMatchObject({
      font: fonts.body,
      page: colors.surfaceMuted,
      surface: colors.surface,
      text: colors.text,
      textMuted: colors.textMuted,
      border: colors.border,
      primary: colors.primary,
      onPrimary: colors.onPrimary,
    });
  });
});
