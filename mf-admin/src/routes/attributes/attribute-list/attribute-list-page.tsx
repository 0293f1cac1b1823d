import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage, withToast, type Attribute } from 'shared-contracts';
import { Button } from '../../../components/common/button';
import { ConfirmDialog } from '../../../components/common/dialog';
import { Banner } from '../../../components/common/form';
import { Card, Muted, PageHeader, Row, Stack } from '../../../components/common/layout';
import { Empty, LoadError, Loading } from '../../../components/common/states';
import { Table, TableWrap } from '../../../components/common/table';
import {
  useAttributes,
  useCreateAttribute,
  useDeleteAttribute,
  useUpdateAttribute,
} from '../../../hooks/api/attributes';
import { AttributeForm, Chip } from './components/attribute-form';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export default function AttributeListPage() {
  const attributes = useAttributes();
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  const remove = useDeleteAttribute();
  const [editing, setEditing] = useState<Attribute | null>(null);
  const [toDelete, setToDelete] = useState<Attribute | null>(null);
  const [refusal, setRefusal] = useState<string>();

  const confirmDelete = async (attribute: Attribute) => {
    setToDelete(null);
    setRefusal(undefined);
    try {
      await withToast(() => remove.mutateAsync(attribute.id), {
        loading: 'Deleting attribute...',
        success: `${attribute.name} deleted!`,
        error: (e) => errorMessage(e, 'Failed to delete attribute!'),
      });
      if (editing?.id === attribute.id) setEditing(null);
    } catch (e) {
      // e.g. the server refuses while variants still use the attribute.
      setRefusal(errorMessage(e, 'Failed to delete attribute!'));
    }
  };

  return (
    <>
      <PageHeader title="Attributes" subtitle="Variant options such as size or colour, with their values." />
      <Layout>
        <Stack>
          {refusal ? <Banner role="alert">{refusal}</Banner> : null}
          <Card>
            {attributes.isPending ? (
              <Loading label="Loading attributes…" />
            ) : attributes.isError ? (
              <LoadError error={attributes.error} onRetry={() => void attributes.refetch()} />
            ) : attributes.data.length === 0 ? (
              <Empty>No attributes yet.</Empty>
            ) : (
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
                    {attributes.data.map((attribute) => (
                      <tr key={attribute.id}>
                        <td>
                          <strong>{attribute.name}</strong>
                        </td>
                        <td>
                          <Row>
                            {attribute.values.length === 0 ? (
                              <Muted>No values</Muted>
                            ) : (
                              attribute.values.map((value) => <Chip key={value}>{value}</Chip>)
                            )}
                          </Row>
                        </td>
                        <td>
                          <Row $wrap={false} $justify="flex-end">
                            <Button
                              $small
                              aria-label={`Edit ${attribute.name}`}
                              onClick={() => setEditing(attribute)}
                            >
                              Edit
                            </Button>
                            <Button
                              $small
                              $variant="danger"
                              aria-label={`Delete ${attribute.name}`}
                              onClick={() => setToDelete(attribute)}
                            >
                              Delete
                            </Button>
                          </Row>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableWrap>
            )}
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
      </Layout>
      {toDelete ? (
        <ConfirmDialog
          title={`Delete ${toDelete.name}?`}
          confirmLabel="Delete attribute"
          onConfirm={() => void confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        >
          An attribute can only be deleted when no product variant uses it.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
