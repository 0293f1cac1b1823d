import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { Card, Muted, Stack } from 'shared-contracts/ui/layout';
import { Table, TableWrap } from 'shared-contracts/ui/table';
import { ConfirmDelete } from '../../../components/common/confirm-delete';
import { RowActions } from '../../../components/common/row-actions';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { AdminPageHeader, ListWithFormLayout } from '../../../components/common/layout';
import { ListResults } from '../../../components/common/list-page';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../../../hooks/api/categories';
import { CategoryForm } from './components/category-form';

export default function CategoryListPage() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | null>(null);
  const deletion = useDeleteFlow<Category>('category', remove.mutateAsync, (item) => {
    if (editing?.id === item.id) setEditing(null);
  });

  return (
    <>
      <AdminPageHeader title="Categories" subtitle="How products are grouped in the shop's menu." />
      <ListWithFormLayout>
        <Stack>
          {deletion.refusal ? <Banner tone="error">{deletion.refusal}</Banner> : null}
          <Card>
            <ListResults query={categories} loading="Loading categories…" empty="No categories yet.">
              {(items) => (
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
                      {items.map((category) => (
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
                            <RowActions
                              name={category.name}
                              onEdit={() => setEditing(category)}
                              onDelete={() => deletion.setToDelete(category)}
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
        <CategoryForm
          key={editing?.id ?? 'new'}
          category={editing}
          onSave={(body) =>
            editing ? update.mutateAsync({ id: editing.id, body }) : create.mutateAsync(body)
          }
          onDone={() => setEditing(null)}
        />
      </ListWithFormLayout>
      <ConfirmDelete flow={deletion} confirmLabel="Delete category">
        A category can only be deleted when no product uses it.
      </ConfirmDelete>
    </>
  );
}
