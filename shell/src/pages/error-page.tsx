import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHref, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { RETRY_SIMULATION_MS, STORE_NAME, SUPPORT_EMAIL } from 'shared-contracts';
import { Button, ButtonLink } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';

import { OwnMessages } from 'shared-contracts/i18n';
import { pagesCatalogue } from '../messages/pages';
import { errorPageMessages as m } from './error.messages';
import { ERROR_TYPES, errorTypeOf, newErrorId, technicalDetails, type ErrorType } from './error-types';

const ErrorSection = styled.section`
  width: 90%;
  max-width: 760px;
  margin: 0 auto;
  padding: 48px 0;
  .code {
    margin: 0;
    font-size: 3.5rem;
    font-weight: 900;
    color: ${theme.danger};
  }
  h1 {
    margin: 4px 0 8px;
  }
  .muted {
    color: ${theme.muted};
  }
  details {
    margin: 16px 0;
    padding: 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
    background: ${theme.surface};
  }
  pre {
    white-space: pre-wrap;
    word-break: break-word;
    font-size: 0.8125rem;
    max-height: 240px;
    overflow: auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin: 20px 0;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  padding: 0;
  list-style: none;
  a {
    color: ${theme.primary};
  }
`;

interface Props {
  type?: ErrorType;
  error?: unknown;
  /** What Try again does once the 2-second retry wait is over; reloads the page by default. */
  onRetry?: () => void;
}

/** The generic error page of docs/storefront.md §2.8, with its words in the page's language (a catalogue of their own). */
export function ErrorPage(props: Props) {
  return (
    <OwnMessages catalogue={pagesCatalogue}>
      <ErrorPageContent {...props} />
    </OwnMessages>
  );
}

function ErrorPageContent({ type, error, onRetry }: Props) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  // The help page in the page's language (a plain link: it works even if the router's page failed).
  const helpCenter = useHref('/faq');
  const kind = type ?? errorTypeOf(error);
  const info = ERROR_TYPES[kind];
  const errorId = useMemo(newErrorId, []);
  const [retrying, setRetrying] = useState(false);

  const retry = () => {
    setRetrying(true);
    setTimeout(() => {
      setRetrying(false);
      (onRetry ?? (() => window.location.reload()))();
    }, RETRY_SIMULATION_MS);
  };
  const report = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Error report ${errorId}`)}&body=${encodeURIComponent(
    `Error ID: ${errorId}\nPage: ${typeof window === 'undefined' ? '' : window.location.href}\nType: ${kind}`,
  )}`;

  return (
    <ErrorSection role="alert" aria-labelledby="error-title" data-error-type={kind}>
      <title>{`${t(info.title)} | ${STORE_NAME}`}</title>
      {info.code && <p className="code">{info.code}</p>}
      <h1 id="error-title">{t(info.title)}</h1>
      <p className="muted">{t(info.message)}</p>
      <h2>{t(m.whatYouCanDo)}</h2>
      <ul>
        {info.suggestions.map((suggestion) => (
          <li key={suggestion.id}>{t(suggestion)}</li>
        ))}
      </ul>
      <p>
        {t(m.errorId)} <code data-testid="error-id">{errorId}</code>
      </p>
      <details>
        <summary>{t(m.technicalDetails)}</summary>
        <pre>{technicalDetails(error) ?? t(m.noDetails)}</pre>
      </details>
      <Actions>
        {info.retry && (
          <Button type="button" onClick={retry} disabled={retrying}>
            {retrying ? t(m.retrying) : t(m.tryAgain)}
          </Button>
        )}
        <Button $variant="secondary" type="button" onClick={() => navigate(-1)}>
          {t(m.goBack)}
        </Button>
        <Button $variant="secondary" type="button" onClick={() => navigate('/')}>
          {t(m.homepage)}
        </Button>
        <ButtonLink $variant="secondary" to={report}>
          {t(m.report)}
        </ButtonLink>
      </Actions>
      <Links aria-label={t(m.help)}>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{t(m.contactSupport)}</a>
        </li>
        <li>
          <a href={helpCenter}>{t(m.helpCenter)}</a>
        </li>
        <li>
          <a href="/api/health" target="_blank" rel="noreferrer">
            {t(m.status)}
          </a>
        </li>
      </Links>
    </ErrorSection>
  );
}
