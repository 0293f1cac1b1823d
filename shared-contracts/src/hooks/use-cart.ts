import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { errorDetail } from '../api-client';
import { addCartItem, cartAtom, clearCart, removeCartItem, updateCartItemQuantity } from '../cart';
import { cartApi } from '../endpoints';
import { messages } from '../messages';
import { withToast, notify } from '../notify';
import { queryKeys } from '../query-keys';
import type { ProductSummary, Variant } from '../schemas/catalog';
import { authDialogAtom, isAuthenticatedAtom } from '../session';

/**
 * Cart mutations of docs/storefront.md §4.2: the local cart changes at once, then the server is called; a loading toast is
 * replaced by the success or error toast; after each success the profile (and with it the cart) and the checkout
 * quote are refetched.
 * A failed call restores the cart as it was.
 */
function useCartMutation<Vars>(options: {
  local: (vars: Vars) => void;
  remote: (vars: Vars) => Promise<unknown>;
  texts: {
    loading: string;
    success: string | ((vars: Vars) => string);
    error: string | ((error: unknown) => string);
  };
}) {
  const client = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: async (vars: Vars) => {
      const before = store.get(cartAtom);
      options.local(vars);
      try {
        const { success } = options.texts;
        return await withToast(() => options.remote(vars), {
          ...options.texts,
          success: typeof success === 'function' ? success(vars) : success,
        });
      } catch (error) {
        store.set(cartAtom, before);
        throw error;
      }
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.profile.all }),
        // The checkout quote (its totals and shipping fee) follows the cart.
        client.invalidateQueries({ queryKey: queryKeys.orders.quote() }),
      ]),
  });
}

export interface AddToCartVars {
  product: ProductSummary;
  variant: Variant;
  quantity?: number;
  /** The success toast instead of 'Added to cart!' (e.g. when fewer were added than asked for). */
  successMessage?: string;
}

export function useAddToCart() {
  const setCart = useSetAtom(cartAtom);
  const openDialog = useSetAtom(authDialogAtom);
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const mutation = useCartMutation<AddToCartVars>({
    local: ({ product, variant, quantity = 1 }) =>
      setCart((items) => addCartItem(items, product, variant, quantity)),
    remote: ({ product, variant, quantity = 1 }) =>
      cartApi.add({ product_id: product.id, variant_id: variant.id, quantity }),
    texts: {
      loading: messages.addingToCart,
      success: ({ successMessage }) => successMessage ?? messages.addedToCart,
      error: (error) => {
        if (errorDetail(error) === messages.notAuthenticatedDetail) {
          openDialog('login');
          return messages.loginToAddToCart;
        }
        return messages.addToCartFailed;
      },
    },
  });
  /** Anonymous shoppers get the sign-in dialog instead of a request that must fail. */
  const addToCart = (vars: AddToCartVars) => {
    if (!authenticated) {
      openDialog('login');
      notify.error(messages.loginToAddToCart);
      return;
    }
    mutation.mutate(vars);
  };
  return { ...mutation, addToCart };
}

export function useRemoveFromCart() {
  const setCart = useSetAtom(cartAtom);
  return useCartMutation<{ productId: number; variantId: number }>({
    local: ({ productId, variantId }) => setCart((items) => removeCartItem(items, productId, variantId)),
    remote: ({ productId, variantId }) => cartApi.remove(productId, variantId),
    texts: {
      loading: messages.removingFromCart,
      success: messages.itemRemoved,
      error: messages.removeFromCartFailed,
    },
  });
}

export function useClearCart() {
  const setCart = useSetAtom(cartAtom);
  return useCartMutation<void>({
    local: () => setCart(clearCart()),
    remote: () => cartApi.clear(),
    texts: { loading: messages.clearingCart, success: messages.cartCleared, error: messages.clearCartFailed },
  });
}

export function useUpdateCartQuantity() {
  const setCart = useSetAtom(cartAtom);
  return useCartMutation<{ productId: number; variantId: number; quantity: number }>({
    local: ({ productId, variantId, quantity }) =>
      setCart((items) => updateCartItemQuantity(items, productId, variantId, quantity)),
    remote: ({ productId, variantId, quantity }) =>
      cartApi.updateQuantity({ product_id: productId, variant_id: variantId, quantity }),
    texts: { loading: 'Updating cart...', success: 'Cart updated!', error: 'Failed to update cart!' },
  });
}
