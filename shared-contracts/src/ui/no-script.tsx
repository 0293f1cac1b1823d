import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useShopIntl } from '../i18n';
import { kitMessages } from '../shared.messages';
import { ButtonLink } from './button';
import { theme } from './theme';

/*
 * What a page shows when the browser runs no script (JavaScript turned off, or a data saver that strips it). The
 * server renders every public page, so a shopper can still browse; a control that works only through script is
 * hidden with `hiddenWithoutScript`, and a `<noscript>` beside it says what needs JavaScript, or a plain link or form
 * does the same job. Browsers that do not know the `scripting` media feature keep showing the control.
 */

/** A control that works only through script: hidden where no script runs. */
export const hiddenWithoutScript = css`
  @media (scripting: none) {
    display: none !important;
  }
`;

/** A control only a browser without script needs (a form's submit button where script acts on change). */
export const shownOnlyWithoutScript = css`
  @media (scripting: enabled) {
    display: none !important;
  }
`;

/**
 * A panel that ☰ or Filters opens with script; without script the same button is a link to the panel (`#id`), and
 * the panel shows while it is the page's target.
 */
export const openWhenTargeted = (display: 'block' | 'flex') => css`
  &:target {
    display: ${display} !important;
  }
`;

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  text-align: center;
  padding: 2rem 1rem;
  border: 1px dashed ${theme.border};
  border-radius: ${theme.radius};
  h1,
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    max-width: 38rem;
    color: ${theme.muted};
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

/** The catalogue's ways back, offered by every page that cannot work without script. */
const CATALOGUE_LINKS = [
  { to: '/products', label: kitMessages.browseAll },
  { to: '/', label: kitMessages.home },
] as const;

/**
 * A page that cannot work without script, in place of its spinner (which would turn for ever): what needs
 * JavaScript and why, and the way back to the catalogue, which works without it. Rendered by the server inside
 * `<noscript>`, so only a browser that runs no script shows it.
 */
export function NoScriptNotice({
  title,
  children,
  level = 1,
  className,
}: {
  title: string;
  children: ReactNode;
  level?: 1 | 2;
  className?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { formatMessage: t } = useShopIntl();
  return (
    <noscript>
      <Box data-testid="no-script-notice" className={className}>
        <Heading>{title}</Heading>
        {typeof children === 'string' ? <p>{children}</p> : children}
        <Links>
          {CATALOGUE_LINKS.map((link, index) => (
            <ButtonLink key={link.to} to={link.to} $variant={index === 0 ? 'primary' : 'secondary'}>
              {t(link.label)}
            </ButtonLink>
          ))}
        </Links>
      </Box>
    </noscript>
  );
}
