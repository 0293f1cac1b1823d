import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { errorDetail } from '../api-client';
import { addCartItem, cartAtom, clearCart, removeCartItem, updateCartItemQuantity } from '../cart';
import { cartApi } from '../endpoints';
import { messages } from 'shared-contracts/messages';
import { loadToastify, notify, withToast, type ToastAction } from '../notify';
import { changesStored, KEPT_OFFLINE, loadOfflineEngine, type OfflineChange } from 'shop-runtime';
import { loadWrites } from '../offline/writes';
import { mutationKeys, queryKeys } from '../query-keys';
import type { ProductSummary, Variant } from 'shared-contracts/schemas/catalog';
import { authDialogAtom, isAuthenticatedAtom } from '../session';
import { usePreloadedWrites } from './use-offline-changes';
import { sdkMessages } from '../sdk.messages';
import { words, type ToastText } from '../words';
import { useAskToSignIn } from './use-session';

/**
 * Cart mutations of docs/storefront.md §4.2: the local cart changes at once, then the server is called; a loading toast is
 * replaced by the success or error toast; after each success the profile (and with it the cart) and the checkout
 * quote are refetched.
 * A failed call restores the cart as it was.
 *
 * Without a connection (§11.2) the change is kept on the device instead and sent when the connection returns
 * (`sendOrKeep`); the cart keeps showing it.
 */
function useCartMutation<Vars>(options: {
  local: (vars: Vars) => void;
  change: (vars: Vars) => { name: string; change: OfflineChange };
  texts: {
    loading: ToastText;
    success: ToastText | ((vars: Vars) => ToastText);
    /** A link the success toast offers after its words. */
    successAction?: ToastAction;
    error: ToastText | ((error: unknown) => ToastText);
  };
}) {
  const client = useQueryClient();
  usePreloadedWrites();
  const store = useStore();
  return useMutation({
    mutationKey: mutationKeys.cart,
    // Kept changes are the queue's: the mutation runs offline too, instead of pausing until online.
    networkMode: 'always',
    mutationFn: async (vars: Vars) => {
      const before = store.get(cartAtom);
      const { name, change } = options.change(vars);
      options.local(vars);
      const { error: errorText, success } = options.texts;
      try {
        const { engine, adapter } = await loadWrites();
        return await engine.sendOrKeep({
          store,
          client,
          adapter,
          name,
          change,
          send: async (key) => {
            const id = notify.loading(options.texts.loading);
            try {
              const answer = await adapter.send(change, key);
              notify.resolve(
                id,
                typeof success === 'function' ? success(vars) : success,
                options.texts.successAction,
              );
              return answer;
            } catch (error) {
              // Without an answer the change is kept, and that toast replaces this one.
              if (engine.failedWithoutAnswer(error))
                void loadToastify().then(({ toast }) => toast.dismiss(id));
              else notify.reject(id, typeof errorText === 'function' ? errorText(error) : errorText);
              throw error;
            }
          },
        });
      } catch (error) {
        store.set(cartAtom, before);
        throw error;
      }
    },
    onSuccess: (answer) => {
      if (answer === KEPT_OFFLINE) return;
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.profile.all }),
        // The checkout quote (its totals and shipping fee) follows the cart.
        client.invalidateQueries({ queryKey: queryKeys.orders.quote() }),
      ]);
    },
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
  const askToSignIn = useAskToSignIn();
  const mutation = useCartMutation<AddToCartVars>({
    local: ({ product, variant, quantity = 1 }) =>
      setCart((items) => addCartItem(items, product, variant, quantity)),
    change: ({ product, variant, quantity = 1 }) => ({
      name: product.name,
      change: { kind: 'cart-add', productId: product.id, variantId: variant.id, quantity, product, variant },
    }),
    texts: {
      loading: messages.addingToCart,
      success: ({ successMessage }) => successMessage ?? messages.addedToCart,
      // docs/storefront.md §4.2: the cart is one tap away from the toast that says the item is in it.
      successAction: { label: words(sdkMessages.viewCart), href: '/cart' },
      error: (error) => {
        if (errorDetail(error) === messages.notAuthenticatedDetail) {
          openDialog('login');
          return messages.loginToAddToCart;
        }
        return messages.addToCartFailed;
      },
    },
  });
  /** Anonymous shoppers get the sign-in dialog instead of a request that must fail; the item is added once they sign in. */
  const addToCart = (vars: AddToCartVars) => {
    if (!authenticated) {
      askToSignIn(messages.loginToAddToCart, () => mutation.mutate(vars));
      return;
    }
    mutation.mutate(vars);
  };
  return { ...mutation, addToCart };
}

/** The name of a line's product, for what the shopper is told about a change to it. */
function useLineName() {
  const store = useStore();
  return (productId: number) =>
    store.get(cartAtom).find((item) => item.product.id === productId)?.product.name ?? 'This item';
}

export function useRemoveFromCart() {
  const setCart = useSetAtom(cartAtom);
  const nameOf = useLineName();
  return useCartMutation<{ productId: number; variantId: number }>({
    local: ({ productId, variantId }) => setCart((items) => removeCartItem(items, productId, variantId)),
    change: ({ productId, variantId }) => ({
      name: nameOf(productId),
      change: { kind: 'cart-remove', productId, variantId },
    }),
    texts: {
      loading: messages.removingFromCart,
      success: messages.itemRemoved,
      error: messages.removeFromCartFailed,
    },
  });
}

/** Clear needs a connection: emptying the cart supersedes the changes to it still waiting, so they go. */
export function useClearCart() {
  const client = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: async () => {
      const before = store.get(cartAtom);
      store.set(cartAtom, clearCart());
      try {
        const answer = await withToast(() => cartApi.clear(), {
          loading: messages.clearingCart,
          success: messages.cartCleared,
          error: messages.clearCartFailed,
        });
        if (changesStored()) {
          await loadOfflineEngine().then(
            ({ dropCartChanges }) => dropCartChanges(store),
            () => undefined,
          );
        }
        return answer;
      } catch (error) {
        store.set(cartAtom, before);
        throw error;
      }
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.profile.all }),
        client.invalidateQueries({ queryKey: queryKeys.orders.quote() }),
      ]),
  });
}

export function useUpdateCartQuantity() {
  const setCart = useSetAtom(cartAtom);
  const nameOf = useLineName();
  return useCartMutation<{ productId: number; variantId: number; quantity: number }>({
    local: ({ productId, variantId, quantity }) =>
      setCart((items) => updateCartItemQuantity(items, productId, variantId, quantity)),
    change: ({ productId, variantId, quantity }) => ({
      name: nameOf(productId),
      change: { kind: 'cart-quantity', productId, variantId, quantity },
    }),
    texts: {
      loading: words(sdkMessages.updatingCart),
      success: words(sdkMessages.cartUpdated),
      error: words(sdkMessages.updateCartFailed),
    },
  });
}
