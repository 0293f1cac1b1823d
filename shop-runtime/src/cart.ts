import { atom } from 'jotai';

/**
 * Types the runtime holds without reading them. shared-contracts registers the shop's cart line here
 * (`declare module 'shop-runtime' { interface Register { cartItem: CartItem } }`), so the runtime needs none of
 * the schemas and every import of the cart still sees the full type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface Register {}

/** All the runtime reads of a cart line (the offline engine compares lines and names them). */
export interface CartLine {
  quantity: number;
  product: { id: number; name: string };
  variant: { id: number };
}
export type RegisteredCartItem = Register extends { cartItem: infer Item extends CartLine } ? Item : CartLine;

export const cartAtom = atom<RegisteredCartItem[]>([]);
export const cartCountAtom = atom((get) => get(cartAtom).reduce((n, line) => n + line.quantity, 0));
