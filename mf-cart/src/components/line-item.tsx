import styled from 'styled-components';
import { useIntl } from 'react-intl';
import { type ProductImage } from 'shared-contracts';
import { sdkMessages } from 'shop-sdk';
import { Badge } from 'shared-contracts/ui/badge';
import { Picture, SquareImage } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';

/** The square product picture of a cart line or wishlist entry. */
export const LineThumb = styled(SquareImage).attrs({ $rounded: true })``;

/** A product's picture in its line, loaded when it nears the screen; the empty frame when it has none. */
export function LinePicture({
  image,
  name,
  className,
}: {
  image: ProductImage | null;
  name: string;
  className?: string;
}) {
  return (
    <LineThumb className={className}>
      {image && (
        <Picture src={image.url} sizes="96px" alt={image.alt || name} loading="lazy" width={96} height={96} />
      )}
    </LineThumb>
  );
}

/** Name (a link), then small muted lines such as the variant or the price, packed at the top beside the picture. */
export const LineDetails = styled.div`
  display: grid;
  gap: 0.25rem;
  align-content: start;
  /* A name with no place to break wraps inside its column rather than widening the line past its box. */
  min-width: 0;
  overflow-wrap: anywhere;
  a {
    color: ${theme.text};
    font-weight: 600;
    text-decoration: none;
  }
  small {
    color: ${theme.muted};
  }
`;

const Waiting = styled(Badge).attrs({ $tone: 'warning' as const })`
  justify-self: start;
`;

/** The mark of a cart line or wishlist entry whose change is kept on the device until the connection returns. */
export function WaitingMark() {
  const { formatMessage: t } = useIntl();
  return <Waiting role="status">{t(sdkMessages.waitingForConnection)}</Waiting>;
}
