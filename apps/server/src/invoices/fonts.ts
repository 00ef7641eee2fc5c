import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A font with the rupee sign (₹), which PDF's standard fonts lack: DejaVu Sans from the npm
 * registry, embedded (subset) into each document.
 */
export const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
