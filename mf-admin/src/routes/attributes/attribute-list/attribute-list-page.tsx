import { useState } from 'react';
import type { Attribute } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Card, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { ConfirmDelete } from '../../../components/common/confirm-delete';
import { RowActions } from '../../../components/common/row-actions';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { AdminPageHeader, ListWithFormLayout } from '../../../components/common/layout';
import { ListResults } from '../../../components/common/list-page';
import {
  useAttributes,
  useCreateAttribute,
  useDeleteAttribute,
  useUpdateAttribute,
} from '../../../hooks/api/attributes';
import { AttributeForm, Chip } from './components/attribute-form';

export default function AttributeListPage() {
  const attributes = useAttributes();
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  const remove = useDeleteAttribute();
  const [editing, setEditing] = useState<Attribute | null>(null);
  const deletion = useDeleteFlow<Attribute>('attribute', remove.mutateAsync, (item) => {
    if (editing?.id === item.id) setEditing(null);
  });

  return (
    <>
      <AdminPageHeader
        title="Attributes"
        subtitle="Variant options such as size or colour, with their values."
      />
      <ListWithFormLayout>
        <Stack>
          {deletion.refusal ? <Banner tone="error">{deletion.refusal}</Banner> : null}
          <Card>
            <ListResults query={attributes} loading="Loading attributes…" empty="No attributes yet.">
              {(items) => (
                <TableWrap>
                  <Table>
                    <thead>
                      <tr>
                        <th>Name</th>
                        <th>Values</th>
                        <th />
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((attribute) => (
                        <tr key={attribute.id}>
                          <td>
                            <strong>{attribute.name}</strong>
                          </td>
                          <td>
                            <Row>
                              {attribute.values.length === 0 ? (
                                <Muted as="span">No values</Muted>
                              ) : (
                                attribute.values.map((value) => <Chip key={value}>{value}</Chip>)
                              )}
                            </Row>
                          </td>
                          <td>
                            <RowActions
                              name={attribute.name}
                              onEdit={() => setEditing(attribute)}
                              onDelete={() => deletion.setToDelete(attribute)}
                            />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </TableWrap>
              )}
            </ListResults>
          </Card>
        </Stack>
        <AttributeForm
          key={editing?.id ?? 'new'}
          attribute={editing}
          onSave={(body) =>
            editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body)
          }
          onDone={() => setEditing(null)}
        />
      </ListWithFormLayout>
      <ConfirmDelete flow={deletion} confirmLabel="Delete attribute">
        An attribute can only be deleted when no product variant uses it.
      </ConfirmDelete>
    </>
  );
}
