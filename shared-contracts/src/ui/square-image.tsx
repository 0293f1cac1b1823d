import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import { PICTURE_TYPES, pictureSrcSet, pictureUrl } from '../pictures';
import { theme } from './theme';

/** A square frame whose picture fills it (cropped, not stretched): product cards, the gallery, cart lines. */
export const SquareImage = styled.div<{ $rounded?: boolean; $bordered?: boolean }>`
  aspect-ratio: 1 / 1;
  overflow: hidden;
  background: ${theme.surface};
  border: ${({ $bordered }) => ($bordered ? `1px solid ${theme.border}` : 'none')};
  border-radius: ${({ $rounded }) => ($rounded ? theme.radius : '0')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Placeholder = styled.span`
  width: 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${theme.surface};
  color: ${theme.subtle};
  svg {
    width: 40%;
    max-width: 96px;
    height: auto;
  }
`;

/** The width asked for where a browser does not choose from `srcset`. */
const FALLBACK_WIDTH = 480;

/**
 * A product picture. A stored photo comes in several widths and formats: a `<picture>` offers AVIF, then WebP, then
 * JPEG, each in every width (`srcset`); give `sizes`, the width it takes in the layout, and the browser fetches the
 * smallest that fills it in the first format it reads (docs/storefront.md §10). Other props go to the `<img>`, which
 * the frame's styles size. One that fails to load (a missing file, a dead link) gives way to a neutral placeholder
 * that keeps the picture's name for screen readers, instead of the browser's broken-image box with its alt text.
 */
export function Picture({ src, alt = '', sizes, onError, ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  if (src !== undefined && failedSrc === src) {
    return (
      <Placeholder
        className={rest.className}
        data-testid="image-placeholder"
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-9 9" />
        </svg>
      </Placeholder>
    );
  }
  const onImageError: ImgHTMLAttributes<HTMLImageElement>['onError'] = (event) => {
    setFailedSrc(src);
    onError?.(event);
  };
  const jpeg = src === undefined ? undefined : pictureSrcSet(src, 'jpeg');
  if (src === undefined || jpeg === undefined)
    return <img src={src} alt={alt} onError={onImageError} {...rest} />;
  const layoutSizes = sizes ?? '100vw';
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={PICTURE_TYPES[format]}
          srcSet={pictureSrcSet(src, format)}
          sizes={layoutSizes}
        />
      ))}
      <img
        // srcset and sizes before src, so that no browser starts fetching the fallback first.
        srcSet={jpeg}
        sizes={layoutSizes}
        src={pictureUrl(src, FALLBACK_WIDTH, 'jpeg')}
        alt={alt}
        onError={onImageError}
        {...rest}
      />
    </picture>
  );
}
