import type { ComponentType } from 'react';
import { ChevronDown, Heart, Menu, ShoppingCart, X, type LucideProps } from 'lucide-react';

/**
 * The shop's icons (lucide), the one place they come from. Each is imported by name so a page's bundle carries
 * only the ones it draws. They are decoration: the control around one names it.
 */
type IconProps = Omit<LucideProps, 'ref'> & {
  /** Edge in px; 20 by default. */
  size?: number;
};

const decorative =
  (Glyph: ComponentType<LucideProps>) =>
  ({ size = 20, ...props }: IconProps) => (
    <Glyph size={size} strokeWidth={2} aria-hidden="true" focusable="false" {...props} />
  );

export const MenuIcon = decorative(Menu);
export const CloseIcon = decorative(X);
export const ChevronDownIcon = decorative(ChevronDown);
export const HeartIcon = decorative(Heart);
export const CartIcon = decorative(ShoppingCart);
