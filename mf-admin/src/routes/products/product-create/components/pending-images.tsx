import { useEffect, useMemo } from 'react';
import { Button } from 'shared-contracts/ui/button';
import { Card, CardTitle, Muted } from 'shared-contracts/ui/layout';
import { Thumbs, IMAGE_TYPES } from '../../common/image-manager';

/** Images chosen before the product exists; they are uploaded right after it is created. */
export function PendingImages({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  return (
    <Card aria-labelledby="product-images">
      <CardTitle id="product-images">Images</CardTitle>
      {previews.length > 0 ? (
        <Thumbs>
          {previews.map(({ file, url }) => (
            <li key={url}>
              <img src={url} alt={file.name} />
              <Button
                $small
                $variant="ghost"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((f) => f !== file))}
              >
                Remove
              </Button>
            </li>
          ))}
        </Thumbs>
      ) : null}
      <label>
        <Muted as="span">Add images (JPEG, PNG or WebP); they are uploaded when the product is created</Muted>
        <br />
        <input
          type="file"
          accept={IMAGE_TYPES}
          multiple
          aria-label="Choose images"
          onChange={(e) => {
            onChange([...files, ...Array.from(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </label>
    </Card>
  );
}
