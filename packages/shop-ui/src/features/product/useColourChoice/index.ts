export { type ColourChoice, useColourChoice } from './useColourChoice';
