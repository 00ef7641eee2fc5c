import { css } from 'styled-components';

/** Kept for assistive technology, hidden from sight (e.g. a caption a visible heading repeats). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
