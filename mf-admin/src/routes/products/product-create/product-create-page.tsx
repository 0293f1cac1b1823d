import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, withToast } from 'shop-sdk';
import { Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader, BackLink } from '../../../components/common/layout';
import { useCreateProduct, useUploadProductImage } from '../../../hooks/api/products';
import { emptyDraft } from '../common/product-draft';
import { ProductForm } from '../common/product-form';
import { useFormOptions } from '../common/use-form-options';
import { PendingImages } from './components/pending-images';
import { loadErrorMessage } from '../../../lib/load-error';

export default function ProductCreatePage() {
  const navigate = useNavigate();
  const options = useFormOptions();
  const create = useCreateProduct();
  const upload = useUploadProductImage();
  const [initial] = useState(emptyDraft);
  const [files, setFiles] = useState<File[]>([]);

  if (options.isPending) return <LoadingState />;
  if (options.error || !options.categories || !options.attributes)
    return <ErrorState compact message={loadErrorMessage(options.error)} onRetry={options.refetch} />;

  return (
    <>
      <BackLink to="/admin/products">Products</BackLink>
      <AdminPageHeader title="Add product" />
      <Stack>
        <PendingImages files={files} onChange={setFiles} />
        <ProductForm
          initial={initial}
          categories={options.categories}
          attributes={options.attributes}
          submitLabel="Create product"
          successMessage="Product created!"
          onCancel={() => navigate('/admin/products')}
          onSubmit={async (input) => {
            const product = await create.mutateAsync(input);
            // The product exists now; a failed upload is reported and can be retried from its edit page.
            for (const file of files) {
              await withToast(
                () =>
                  upload.mutateAsync({ productId: product.id, file, alt: file.name.replace(/\.[^.]+$/, '') }),
                {
                  loading: `Uploading ${file.name}...`,
                  success: 'Image uploaded!',
                  error: (e) => errorMessage(e, 'Failed to upload image!'),
                },
              ).catch(() => undefined);
            }
            navigate(`/admin/products/view-product/${product.id}`, { state: { created: true } });
          }}
        />
      </Stack>
    </>
  );
}
