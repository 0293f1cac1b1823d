import type { ReactNode } from 'react';
import { Button } from 'shared-contracts/ui/button';
import { Row } from 'shared-contracts/ui/layout';

/** The actions at the end of a list row: `children` (links), then Edit and Delete named after the row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <Row $wrap={false} $justify="flex-end">
      {children}
      {onEdit ? (
        <Button $variant="secondary" $small aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </Button>
      ) : null}
      <Button $variant="danger" $small aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Row>
  );
}
