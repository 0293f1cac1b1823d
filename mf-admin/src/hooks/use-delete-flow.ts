import { useState } from 'react';
import { errorMessage, withToast } from 'shop-sdk';

/**
 * Confirm-then-delete for an admin list: toasts the outcome and keeps the server's refusal (e.g. a category
 * that still has products) on the page, where the admin can read it.
 */
export function useDeleteFlow<T extends { id: number; name: string }>(
  noun: string,
  remove: (id: number) => Promise<unknown>,
  onDeleted?: (item: T) => void,
) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const failed = `Failed to delete ${noun}!`;

  const confirmDelete = async (item: T) => {
    setToDelete(null);
    setRefusal(undefined);
    try {
      await withToast(() => remove(item.id), {
        loading: `Deleting ${noun}...`,
        success: `${item.name} deleted!`,
        error: (e) => errorMessage(e, failed),
      });
      onDeleted?.(item);
    } catch (e) {
      setRefusal(errorMessage(e, failed));
    }
  };

  return { toDelete, setToDelete, refusal, confirmDelete };
}

export type DeleteFlow<T extends { id: number; name: string }> = ReturnType<typeof useDeleteFlow<T>>;
