import styled from 'styled-components';
import { ButtonLink } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import { useIntl } from 'react-intl';
import { homeMessages } from '../home.messages';

const HeroBanner = styled.section`
  border-radius: ${theme.radius};
  padding: clamp(2rem, 6vw, 4rem) clamp(1.25rem, 5vw, 3.5rem);
  color: #fff;
  background: linear-gradient(120deg, ${theme.primary} 0%, #14532d 100%);
  display: grid;
  gap: 1rem;
  h1 {
    margin: 0;
    font-size: clamp(1.8rem, 4.5vw, 3rem);
    line-height: 1.1;
    max-width: 18ch;
  }
  p {
    margin: 0;
    max-width: 46ch;
    font-size: 1.05rem;
    opacity: 0.92;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  a:first-child {
    background: ${theme.accent};
    border-color: ${theme.accent};
    color: ${theme.text};
  }
`;

export function Hero() {
  const { formatMessage: t } = useIntl();
  return (
    <HeroBanner aria-labelledby="hero-title">
      <h1 id="hero-title">{t(homeMessages.heroTitle)}</h1>
      <p>{t(homeMessages.heroText)}</p>
      <Actions>
        <ButtonLink to="/products">{t(homeMessages.shopNow)}</ButtonLink>
        <ButtonLink to="/products?category=all" $variant="secondary">
          {t(homeMessages.browseCategories)}
        </ButtonLink>
      </Actions>
    </HeroBanner>
  );
}
