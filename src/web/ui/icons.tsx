/** Small inline icons (no icon font: nothing extra to load). All decorative: aria-hidden. */
import type { ReactNode } from 'react';

interface IconProps {
  size?: number;
}

const svg = (size: number, children: ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
  >
    {children}
  </svg>
);

export function UserIcon({ size = 18 }: IconProps) {
  return svg(
    size,
    <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />,
  );
}

export function AdminIcon({ size = 18 }: IconProps) {
  return svg(
    size,
    <path d="M12 1 3 5v6c0 5.5 3.8 10.7 9 12 5.2-1.3 9-6.5 9-12V5l-9-4Zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 14.2c-2.3-.8-4.3-2.6-5.3-4.9 1.3-1.3 3.3-2 5.3-2s4 .7 5.3 2c-1 2.3-3 4.1-5.3 4.9Z" />,
  );
}

export function ChevronDownIcon({ size = 16 }: IconProps) {
  return svg(size, <path d="M7 10l5 5 5-5H7Z" />);
}

export function WarningIcon({ size = 14 }: IconProps) {
  return svg(size, <path d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />);
}

export function LogoutIcon({ size = 16 }: IconProps) {
  return svg(
    size,
    <path d="M10 17v-3H3v-4h7V7l5 5-5 5Zm9-14H11v2h8v14h-8v2h8a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Z" />,
  );
}
