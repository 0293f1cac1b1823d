import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'shared-contracts/ui/button';
import { Card, Muted, Row, SectionTitle, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable, type Column } from './data-table';
import { EditorDialog } from './editor-dialog';
import type { Editing } from './editing';
import { ListResults } from './list-page';

/**
 * A section of a page that lists items in a table (a card of labelled lines on a phone) under its title and a
 * "New …" button: Edit opens the item's form in a dialog at the side, as New opens an empty one. What else a row
 * may do (delete, pause, end) comes after Edit, with the dialogs that ask first given as `children`.
 */
export function EditableListSection<T extends { id: number }>({
  id,
  title,
  description,
  noun,
  plural,
  query,
  columns,
  nameOf,
  actions,
  form,
  children,
}: {
  /** The section's id, which names it for assistive technology (`<id>-title`). */
  id: string;
  title: string;
  description: ReactNode;
  /** One item, lower case ("banner"): "New banner". */
  noun: string;
  /** Items, lower case ("banners"): "Loading banners…", "No banners yet.". */
  plural: string;
  query: UseQueryResult<T[]>;
  columns: readonly (Column<T> | false)[];
  /** An item's name, in "Edit …" and the buttons' labels. */
  nameOf: (item: T) => string;
  /** A row's other buttons, after Edit. */
  actions?: (item: T) => ReactNode;
  /** The form for an item (null: a new one); `done` closes it. */
  form: (item: T | null, done: () => void) => ReactNode;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState<Editing<T>>(null);
  const done = () => setEditing(null);
  const titleId = `${id}-title`;
  const rowActions: Column<T> = {
    header: <VisuallyHidden>Actions</VisuallyHidden>,
    cell: (item) => (
      <Row $gap={4} $justify="flex-end" $wrap>
        <Button $variant="ghost" onClick={() => setEditing(item)} aria-label={`Edit ${nameOf(item)}`}>
          Edit
        </Button>
        {actions?.(item)}
      </Row>
    ),
  };
  return (
    <Stack as="section" aria-labelledby={titleId}>
      <Row $justify="space-between" $wrap>
        <div>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          <Muted>{description}</Muted>
        </div>
        <Button $variant="primary" onClick={() => setEditing('new')}>
          New {noun}
        </Button>
      </Row>
      <Card>
        <ListResults query={query} loading={`Loading ${plural}…`} empty={`No ${plural} yet.`}>
          {(items) => (
            <DataTable
              rows={items}
              rowKey={(item) => item.id}
              columns={[...columns, rowActions]}
              stack
              label={title}
            />
          )}
        </ListResults>
      </Card>
      <EditorDialog
        editing={editing}
        newTitle={`New ${noun}`}
        editTitle={(item) => `Edit ${nameOf(item)}`}
        onClose={done}
      >
        {(item) => form(item, done)}
      </EditorDialog>
      {children}
    </Stack>
  );
}
