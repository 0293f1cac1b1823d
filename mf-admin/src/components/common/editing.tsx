import { Fragment, type ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/button';
import { Row } from 'shared-contracts/ui/layout';

/** What a section that lists items with their form is editing: one of them, a new one, or none. */
export type Editing<T> = T | 'new' | null;

/** The item the form starts from: null for a new one. */
const itemOf = <T,>(editing: T | 'new'): T | null => (editing === 'new' ? null : editing);

/**
 * Below a settings list: the form that adds or edits one item (a fresh form for each item), or, while none is open,
 * the button that opens it empty.
 */
export function InlineEditor<T extends { id: number }>({
  editing,
  addLabel,
  onAdd,
  children,
}: {
  editing: Editing<T>;
  addLabel: string;
  onAdd: () => void;
  /** The form for the item (null: a new one). */
  children: (item: T | null) => ReactNode;
}) {
  if (!editing)
    return (
      <Row>
        <Button $variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      </Row>
    );
  return <Fragment key={editing === 'new' ? 'new' : editing.id}>{children(itemOf(editing))}</Fragment>;
}
