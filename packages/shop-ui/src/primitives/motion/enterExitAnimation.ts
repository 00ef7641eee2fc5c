import { css, type Keyframes, keyframes } from 'styled-components';

export const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Plays `animation` while react-aria marks the element entering, and in reverse while exiting
 * (react-aria keeps the element mounted until the exit animation ends). Under reduced motion
 * there is no animation at all, so react-aria unmounts at once.
 */
export function enterExitAnimation(animation: Keyframes) {
  return css`
    &[data-entering] {
      animation: ${animation} ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`};
    }
    &[data-exiting] {
      animation: ${animation} ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`} reverse;
    }
    @media (prefers-reduced-motion: reduce) {
      &[data-entering],
      &[data-exiting] {
        animation: none;
      }
    }
  `;
}
