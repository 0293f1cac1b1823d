import { Link } from 'react-router-dom';
import type { AdminCategory, CategoryInput } from 'shared-contracts';
import { Muted } from 'shared-contracts/ui/layout';
import { ListWithFormPage } from '../../../components/common/list-with-form-page';
import {
  useAdminCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../../../hooks/api/categories';
import { CategoryForm } from './components/category-form';

export default function CategoryListPage() {
  return (
    <ListWithFormPage<AdminCategory, CategoryInput>
      title="Categories"
      subtitle="How products are grouped in the shop's menu."
      noun="category"
      resource={{
        list: useAdminCategories(),
        create: useCreateCategory(),
        update: useUpdateCategory(),
        remove: useDeleteCategory(),
      }}
      columns={[
        {
          header: 'Name',
          cell: (category) => (
            <>
              <strong>{category.name}</strong>
              <br />
              <Muted as="span">{category.description || category.slug}</Muted>
            </>
          ),
        },
        {
          header: 'Products',
          num: true,
          cell: (category) => (
            <Link to={`/admin/products?category=${encodeURIComponent(category.slug)}`}>
              {category.product_count}
            </Link>
          ),
        },
      ]}
      form={({ item, onSave, onDone }) => <CategoryForm category={item} onSave={onSave} onDone={onDone} />}
      deleteNote="A category can only be deleted when no product uses it."
    />
  );
}
