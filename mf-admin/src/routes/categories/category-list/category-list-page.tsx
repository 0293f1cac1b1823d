import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Banner } from 'shared-contracts/ui/banner';
import { Card, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { AdminPageHeader, ListWithFormLayout } from '../../../components/common/layout';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../../../hooks/api/categories';
import { CategoryForm } from './components/category-form';
import { loadErrorMessage } from '../../../lib/load-error';

export default function CategoryListPage() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | null>(null);
  const { toDelete, setToDelete, refusal, confirmDelete } = useDeleteFlow<Category>(
    'category',
    remove.mutateAsync,
    (item) => {
      if (editing?.id === item.id) setEditing(null);
    },
  );

  return (
    <>
      <AdminPageHeader title="Categories" subtitle="How products are grouped in the shop's menu." />
      <ListWithFormLayout>
        <Stack>
          {refusal ? <Banner tone="error">{refusal}</Banner> : null}
          <Card>
            {categories.isPending ? (
              <LoadingState label="Loading categories…" />
            ) : categories.isError ? (
              <ErrorState
                compact
                message={loadErrorMessage(categories.error)}
                onRetry={() => void categories.refetch()}
              />
            ) : categories.data.length === 0 ? (
              <EmptyState compact>No categories yet.</EmptyState>
            ) : (
              <TableWrap>
                <Table>
                  <thead>
                    <tr>
                      <th>Name</th>
                      <th className="num">Products</th>
                      <th />
                    </tr>
                  </thead>
                  <tbody>
                    {categories.data.map((category) => (
                      <tr key={category.id}>
                        <td>
                          <strong>{category.name}</strong>
                          <br />
                          <Muted as="span">{category.description || category.slug}</Muted>
                        </td>
                        <td className="num">
                          <Link to={`/admin/products?category=${encodeURIComponent(category.slug)}`}>
                            {category.product_count}
                          </Link>
                        </td>
                        <td>
                          <Row $wrap={false} $justify="flex-end">
                            <Button
                              $variant="secondary"
                              $small
                              aria-label={`Edit ${category.name}`}
                              onClick={() => setEditing(category)}
                            >
                              Edit
                            </Button>
                            <Button
                              $small
                              $variant="danger"
                              aria-label={`Delete ${category.name}`}
                              onClick={() => setToDelete(category)}
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
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editing}
          onSave={(body) =>
            editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body)
          }
          onDone={() => setEditing(null)}
        />
      </ListWithFormLayout>
      {toDelete ? (
        <ConfirmDialog
          title={`Delete ${toDelete.name}?`}
          confirmLabel="Delete category"
          onConfirm={() => void confirmDelete(toDelete)}
          onClose={() => setToDelete(null)}
        >
          A category can only be deleted when no product uses it.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
