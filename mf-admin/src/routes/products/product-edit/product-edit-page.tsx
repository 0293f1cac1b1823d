import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader, BackLink, TextLink } from '../../../components/common/layout';
import { useProduct, useUpdateProduct } from '../../../hooks/api/products';
import { ImageManager } from '../common/image-manager';
import { draftFromProduct } from '../common/product-draft';
import { ProductForm } from '../common/product-form';
import { useFormOptions } from '../common/use-form-options';
import { loadErrorMessage } from '../../../lib/load-error';

export default function ProductEditPage() {
  const productId = Number(useParams().productId);
  const navigate = useNavigate();
  const product = useProduct(productId);
  const options = useFormOptions();
  const update = useUpdateProduct(productId);
  const initial = useMemo(
    () => (product.data && options.attributes ? draftFromProduct(product.data, options.attributes) : null),
    // The form starts from the product as first loaded; refetches after saving must not reset typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product.data?.id, options.attributes === undefined],
  );

  if (!Number.isInteger(productId) || productId < 1)
    return <ErrorState compact message={loadErrorMessage(new Error('Unknown product'))} />;
  if (product.isPending || options.isPending) return <LoadingState label="Loading product…" />;
  if (product.isError)
    return (
      <ErrorState compact message={loadErrorMessage(product.error)} onRetry={() => void product.refetch()} />
    );
  if (options.error || !options.categories || !options.attributes || !initial)
    return <ErrorState compact message={loadErrorMessage(options.error)} onRetry={options.refetch} />;

  return (
    <>
      <BackLink to="/admin/products">Products</BackLink>
      <AdminPageHeader
        title={`Edit ${product.data.name}`}
        actions={<TextLink to={`/admin/products/view-product/${productId}`}>View</TextLink>}
      />
      <Stack>
        <ImageManager productId={productId} images={product.data.images} />
        <ProductForm
          key={product.data.id}
          initial={initial}
          categories={options.categories}
          attributes={options.attributes}
          submitLabel="Save changes"
          confirmUnpublish
          onCancel={() => navigate(`/admin/products/view-product/${productId}`)}
          onSubmit={async (input) => {
            await update.mutateAsync(input);
            navigate(`/admin/products/view-product/${productId}`);
          }}
        />
      </Stack>
    </>
  );
}
