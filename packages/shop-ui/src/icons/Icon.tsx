import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Edge length; relative units keep the icon in step with the surrounding text. */
  size?: string;
}

export interface IconSvgProps extends IconProps {
  children: SVGProps<SVGSVGElement>['children'];
}

/**
 * The shared 24×24 stroke frame, for an app's own icons in the same style (the back office's).
 * Icons are always decorative: the control around them carries the accessible name, so they
 * are hidden from assistive technology.
 */
export function IconSvg({ size = '1.25em', children, ...props }: IconSvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
