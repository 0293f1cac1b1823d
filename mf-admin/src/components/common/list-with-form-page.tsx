import { Fragment, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Banner } from 'shared-contracts/ui/banner';
import { Card, Stack } from 'shared-contracts/ui/layout';
import { VisuallyHidden } from 'shared-contracts/ui/visually-hidden';
import { DataTable, type Column } from './data-table';
import { useDeleteFlow } from '../../hooks/use-delete-flow';
import { ConfirmDelete } from './confirm-delete';
import { AdminPageHeader, ListWithFormLayout } from './layout';
import { ListResults } from './list-page';
import { RowActions } from './row-actions';

type Item = { id: number; name: string };

/** A small resource the page lists (its query), and the mutations that add, change and delete one. */
export interface ListWithFormResource<T extends Item, Input> {
  list: UseQueryResult<T[]>;
  create: { mutateAsync: (body: Input) => Promise<unknown> };
  update: { mutateAsync: (change: { id: number; body: Input }) => Promise<unknown> };
  remove: { mutateAsync: (id: number) => Promise<unknown> };
}

/** What the page gives its form: the item being edited (null for a new one), how to save it, and when it is done. */
export interface ListFormProps<T extends Item, Input> {
  item: T | null;
  onSave: (body: Input) => Promise<unknown>;
  onDone: () => void;
}

/**
 * An admin page that lists a small resource (attributes, categories) in a table beside the form that adds or
 * edits one: Edit fills the form, Delete asks first and keeps the server's refusal on the page.
 */
export function ListWithFormPage<T extends Item, Input>({
  title,
  subtitle,
  noun,
  resource,
  columns,
  form,
  deleteNote,
}: {
  /** The page's heading, plural ("Attributes"); the list's loading and empty texts use it too. */
  title: string;
  subtitle: string;
  /** One item, lower case ("attribute"): in the delete toasts and button. */
  noun: string;
  resource: ListWithFormResource<T, Input>;
  /** The table's columns, before the actions column. */
  columns: readonly Column<T>[];
  form: (props: ListFormProps<T, Input>) => ReactNode;
  /** When the server refuses a delete. */
  deleteNote: string;
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const deletion = useDeleteFlow<T>(noun, resource.remove.mutateAsync, (item) => {
    if (editing?.id === item.id) setEditing(null);
  });
  const plural = title.toLowerCase();

  return (
    <>
      <AdminPageHeader title={title} subtitle={subtitle} />
      <ListWithFormLayout>
        <Stack>
          {deletion.refusal ? <Banner tone="error">{deletion.refusal}</Banner> : null}
          <Card>
            <ListResults query={resource.list} loading={`Loading ${plural}…`} empty={`No ${plural} yet.`}>
              {(items) => (
                <DataTable
                  rows={items}
                  rowKey={(item) => item.id}
                  columns={[
                    ...columns,
                    {
                      header: <VisuallyHidden>Actions</VisuallyHidden>,
                      cell: (item) => (
                        <RowActions
                          name={item.name}
                          onEdit={() => setEditing(item)}
                          onDelete={() => deletion.setToDelete(item)}
                        />
                      ),
                    },
                  ]}
                />
              )}
            </ListResults>
          </Card>
        </Stack>
        {/* A new key empties the form when another item is picked. */}
        <Fragment key={editing?.id ?? 'new'}>
          {form({
            item: editing,
            onSave: (body) =>
              editing
                ? resource.update.mutateAsync({ id: editing.id, body })
                : resource.create.mutateAsync(body),
            onDone: () => setEditing(null),
          })}
        </Fragment>
      </ListWithFormLayout>
      <ConfirmDelete flow={deletion} confirmLabel={`Delete ${noun}`}>
        {deleteNote}
      </ConfirmDelete>
    </>
  );
}
