import { lightTheme, type Tone } from '../../../theme';

/** A tone's background as the browser reports it (`rgb(r, g, b)`), for play functions. */
export function toneBackground(tone: Tone): string {
  const hex = lightTheme.tones[tone].bg.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
