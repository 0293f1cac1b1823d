import type { ReactNode } from 'react';
import { Dialog } from 'shared-contracts/ui/dialog';
import type { Editing } from './editing';

/** A marketing list's form, in a dialog at the side: "New …" or "Edit …" the item; nothing while none is open. */
export function EditorDialog<T>({
  editing,
  newTitle,
  editTitle,
  onClose,
  children,
}: {
  editing: Editing<T>;
  newTitle: string;
  editTitle: (item: T) => string;
  onClose: () => void;
  /** The form for the item (null: a new one). */
  children: (item: T | null) => ReactNode;
}) {
  if (!editing) return null;
  return (
    <Dialog title={editing === 'new' ? newTitle : editTitle(editing)} onClose={onClose} placement="side">
      {children(editing === 'new' ? null : editing)}
    </Dialog>
  );
}
