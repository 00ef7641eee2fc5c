import { useMediaQuery } from '../../theme/useMediaQuery';

/**
 * Whether the user asked the system for less motion; follows changes live. The server cannot
 * know; assuming "reduce" would be safe for motion, but it would also render a paused carousel in
 * markup that hydrates as playing. Starting at false keeps the two equal.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', false);
}
