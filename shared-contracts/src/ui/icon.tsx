import type { ReactNode, SVGProps } from 'react';

/**
 * The shop's icons, the one place they come from: lucide's drawings (ISC licence, lucide.dev), written out as SVG
 * here. lucide-react's renderer (its context and attribute helpers, about 2 KB gz) was in two builds of every public
 * page for five icons. They are decoration: the control around one names it.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Edge in px; 20 by default. */
  size?: number;
};

const lucide = (name: string, glyph: ReactNode) => {
  const Icon = ({ size = 20, className, ...props }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {glyph}
    </svg>
  );
  return Icon;
};

export const MenuIcon = lucide(
  'menu',
  <>
    <path d="M4 5h16" />
    <path d="M4 12h16" />
    <path d="M4 19h16" />
  </>,
);
export const CloseIcon = lucide(
  'x',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);
export const ChevronDownIcon = lucide('chevron-down', <path d="m6 9 6 6 6-6" />);
export const GlobeIcon = lucide(
  'globe',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </>,
);
export const HeartIcon = lucide(
  'heart',
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
);
export const CartIcon = lucide(
  'shopping-cart',
  <>
    <path d="m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" />
    <path d="M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" />
    <circle cx="18" cy="20" r="2" />
    <circle cx="8" cy="20" r="2" />
  </>,
);
