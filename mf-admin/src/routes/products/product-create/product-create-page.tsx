import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/common/layout';
import { LoadError, Loading } from '../../../components/common/states';
import { colors } from '../../../components/common/theme';
import { useCreateProduct } from '../../../hooks/api/products';
import { emptyDraft } from '../common/product-draft';
import { ProductForm } from '../common/product-form';
import { useFormOptions } from '../common/use-form-options';

export default function ProductCreatePage() {
  const navigate = useNavigate();
  const options = useFormOptions();
  const create = useCreateProduct();
  const [initial] = useState(emptyDraft);

  if (options.isPending) return <Loading />;
  if (options.error || !options.categories || !options.attributes) return <LoadError error={options.error} onRetry={options.refetch} />;

  return (
    <>
      <p style={{ margin: '0 0 8px' }}>
        <Link to="/admin/products" style={{ color: colors.primary, fontSize: 14 }}>
          ← Products
        </Link>
      </p>
      <PageHeader title="Add product" subtitle="Images can be added once the product is saved." />
      <ProductForm
        initial={initial}
        categories={options.categories}
        attributes={options.attributes}
        submitLabel="Create product"
        onCancel={() => navigate('/admin/products')}
        onSubmit={async (input) => {
          const product = await create.mutateAsync(input);
          // Straight to editing, where images are uploaded.
          navigate(`/admin/products/edit-product/${product.id}`);
        }}
      />
    </>
  );
}
