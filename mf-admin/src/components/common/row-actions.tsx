import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from 'shared-contracts/ui/button';
import { Row } from 'shared-contracts/ui/layout';

/** In a line; stacked on a phone, so the row's text keeps its width and no action is pushed out of sight. */
const Actions = styled(Row)`
  @media (max-width: 600px) {
    flex-direction: column;
    align-items: flex-end;
  }
`;

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
    <Actions $wrap={false} $justify="flex-end">
      {children}
      {onEdit ? (
        <Button $variant="secondary" $small aria-label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </Button>
      ) : null}
      <Button $variant="danger" $small aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Actions>
  );
}
