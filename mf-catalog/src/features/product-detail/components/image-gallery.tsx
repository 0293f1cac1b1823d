import { useState } from 'react';
import styled from 'styled-components';
import { type ProductImage } from 'shared-contracts';
import { useDataSaver, useHydrated } from 'shop-sdk';
import { Picture, SquareImage } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { showImage } from '../product-detail.messages';

const Wrap = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 0.5rem;
  overflow-x: auto;
  button {
    flex: 0 0 72px;
    height: 72px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${theme.radius};
    overflow: hidden;
    cursor: pointer;
    background: ${theme.surface};
  }
  button[aria-pressed='true'] {
    border-color: ${theme.primary};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .number {
    font-weight: 600;
    color: ${theme.muted};
  }
`;

/**
 * A product's pictures: the chosen one large, the others as thumbnails. With the data saver on (docs/storefront.md
 * §10) a picture not yet seen is a numbered button, and only the one tapped is fetched. The server cannot know the
 * device's setting, so its page shows the numbers too, until the page knows it: a thumbnail in the server's HTML would
 * be fetched before then.
 */
export function ImageGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const { formatMessage: t } = useIntl();
  const [dataSaverOn] = useDataSaver();
  const hydrated = useHydrated();
  const dataSaver = dataSaverOn || !hydrated;
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const current = images[index] ?? images[0];
  return (
    <Wrap>
      <SquareImage $rounded $bordered>
        {current && (
          <Picture
            src={current.url}
            // The whole width on a phone; half the page (at most 1,200 px) beside the details from 860 px.
            sizes="(min-width: 860px) 600px, 100vw"
            alt={current.alt || name}
            width={600}
            height={600}
            fetchPriority="high"
          />
        )}
      </SquareImage>
      {images.length > 1 && (
        <Thumbs>
          {images.map((image, i) => (
            <button
              key={image.id}
              type="button"
              aria-label={t(showImage, { number: i + 1, count: images.length })}
              aria-pressed={i === index}
              onClick={() => {
                setIndex(i);
                setSeen((before) => new Set(before).add(i));
              }}
            >
              {dataSaver && !seen.has(i) ? (
                <span className="number" aria-hidden="true">
                  {i + 1}
                </span>
              ) : (
                <Picture src={image.url} sizes="72px" alt="" loading="lazy" width={72} height={72} />
              )}
            </button>
          ))}
        </Thumbs>
      )}
    </Wrap>
  );
}
