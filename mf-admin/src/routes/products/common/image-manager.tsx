import { useRef, useState } from 'react';
import styled from 'styled-components';
import { type ProductImage } from 'shared-contracts';
import { errorMessage, withToast } from 'shop-sdk';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { Picture } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';
import { useDeleteProductImage, useUploadProductImage } from '../../../hooks/api/products';

export const Thumbs = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 12px;
  li {
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    overflow: hidden;
    display: flex;
    flex-direction: column;
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: ${theme.surface};
  }
`;

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export function ImageManager({ productId, images }: { productId: number; images: ProductImage[] }) {
  const upload = useUploadProductImage();
  const remove = useDeleteProductImage(productId);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) {
        await withToast(
          () => upload.mutateAsync({ productId, file, alt: file.name.replace(/\.[^.]+$/, '') }),
          {
            loading: `Uploading ${file.name}...`,
            success: 'Image uploaded!',
            error: (e) => errorMessage(e, 'Failed to upload image!'),
          },
        ).catch(() => undefined);
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDelete = (image: ProductImage) =>
    withToast(() => remove.mutateAsync(image.id), {
      loading: 'Deleting image...',
      success: 'Image deleted!',
      error: (e) => errorMessage(e, 'Failed to delete image!'),
    }).catch(() => undefined);

  return (
    <Card aria-labelledby="product-images">
      <CardTitle id="product-images">Images</CardTitle>
      {images.length === 0 ? (
        <Muted>No images yet.</Muted>
      ) : (
        <Thumbs>
          {images.map((image) => (
            <li key={image.id}>
              <Picture src={image.url} sizes="200px" alt={image.alt} loading="lazy" />
              <Button
                $small
                $variant="ghost"
                disabled={remove.isPending}
                aria-label={`Delete image ${image.alt || image.id}`}
                onClick={() => void onDelete(image)}
              >
                Delete
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
      <label>
        <Muted as="span">Add images (JPEG, PNG or WebP)</Muted>
        <br />
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES}
          multiple
          disabled={busy}
          aria-label="Upload images"
          onChange={(e) => void onFiles(e.target.files)}
        />
      </label>
    </Card>
  );
}
