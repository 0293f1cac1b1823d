import type { ReactNode } from 'react';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import type { DeleteFlow } from '../../hooks/use-delete-flow';

/** Asks before the delete a `useDeleteFlow` has been asked for; shows nothing otherwise. */
export function ConfirmDelete<T extends { id: number; name: string }>({
  flow,
  confirmLabel,
  children,
}: {
  flow: DeleteFlow<T>;
  confirmLabel: string;
  /** What deleting does, or when the server refuses it. */
  children: ReactNode;
}) {
  const { toDelete, setToDelete, confirmDelete } = flow;
  if (!toDelete) return null;
  return (
    <ConfirmDialog
      title={`Delete ${toDelete.name}?`}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirmDelete(toDelete)}
      onClose={() => setToDelete(null)}
    >
      {children}
    </ConfirmDialog>
  );
}
