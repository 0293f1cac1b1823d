import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoreBanner } from 'shared-contracts/schemas/banners';
import { Picture } from 'shared-contracts/ui/square-image';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { promotionMessages } from '../promotions.messages';
import { Countdown } from './countdown';

const List = styled.section`
  display: grid;
  gap: 1rem;
`;

const BannerLink = styled(Link)<{ $pictured: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  border-radius: ${theme.radius};
  overflow: hidden;
  color: #fff;
  text-decoration: none;
  background: linear-gradient(120deg, ${theme.primaryDark} 0%, ${theme.primaryDeep} 100%);
  &:focus-visible {
    outline: 3px solid ${theme.accent};
    outline-offset: 2px;
  }
  @media (min-width: 700px) {
    grid-template-columns: ${({ $pictured }) => ($pictured ? 'minmax(0, 11fr) minmax(0, 9fr)' : '1fr')};
  }
`;

/** The picture's room is its frame's (16:9), given before the picture arrives: nothing below it moves. */
const Media = styled.div`
  aspect-ratio: 16 / 9;
  background: ${theme.primaryDeep};
  img,
  picture {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Copy = styled.div`
  padding: clamp(1rem, 4vw, 2rem);
  display: grid;
  gap: 0.6rem;
  align-content: center;
  h2 {
    margin: 0;
    font-size: clamp(1.35rem, 3.5vw, 2rem);
    line-height: 1.15;
  }
  p {
    margin: 0;
  }
`;

const Action = styled.span`
  justify-self: start;
  margin-top: 0.25rem;
  padding: 0.55rem 1rem;
  border-radius: ${theme.radius};
  background: ${theme.accent};
  color: ${theme.textStrong};
  font-weight: 600;
`;

/** The width a banner's picture takes: the page's width on a phone, a little over half of it (at most 1200) beyond. */
const BANNER_SIZES = '(min-width: 1200px) 660px, (min-width: 700px) 55vw, 100vw';

/**
 * The home page's promotion banners, as the server rendered them: each links to its promotion's landing page and may
 * count down to the promotion's end. The first is the page's first large picture, so it is fetched first.
 */
export function PromotionBanners({ banners }: { banners: StoreBanner[] }) {
  const { formatMessage: t } = useIntl();
  if (banners.length === 0) return null;
  return (
    <List aria-label={t(promotionMessages.promotions)}>
      {banners.map((banner, index) => (
        <BannerLink
          key={banner.id}
          to={banner.link}
          aria-labelledby={`banner-${banner.id}`}
          $pictured={banner.picture !== null}
        >
          {banner.picture && (
            <Media>
              <Picture
                src={banner.picture}
                alt={banner.picture_alt}
                sizes={BANNER_SIZES}
                width={1080}
                height={608}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                decoding="async"
              />
            </Media>
          )}
          <Copy>
            <h2 id={`banner-${banner.id}`}>{banner.title}</h2>
            {banner.text && <p>{banner.text}</p>}
            {banner.countdown_to && <Countdown endsAt={banner.countdown_to} />}
            <Action aria-hidden="true">{t(promotionMessages.shopTheOffer)}</Action>
          </Copy>
        </BannerLink>
      ))}
    </List>
  );
}
