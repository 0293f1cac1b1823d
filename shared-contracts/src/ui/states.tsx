import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useShopIntl } from '../i18n';
import { kitMessages } from '../shared.messages';
import { Button } from './button';
import { theme } from './theme';

/** `compact` inside a card or a table; otherwise a dashed box that fills the page's space. */
const Box = styled.div<{ $compact?: boolean }>`
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  text-align: center;
  color: ${theme.muted};
  ${({ $compact }) =>
    $compact
      ? css`
          padding: 2rem 1rem;
          font-size: 0.9rem;
        `
      : css`
          padding: 2.5rem 1rem;
          border: 1px dashed ${theme.border};
          border-radius: ${theme.radius};
        `}
  h1,
  h2 {
    margin: 0;
    font-size: 1.2rem;
    color: ${theme.text};
  }
  p {
    margin: 0;
  }
`;

/** `level` 1 when the state is all the page shows, so the page keeps a main heading. */
type Common = { level?: 1 | 2; compact?: boolean };

export function LoadingState({ label, compact = true }: { label?: string; compact?: boolean }) {
  const { formatMessage: t } = useShopIntl();
  return (
    <Box $compact={compact} role="status" aria-live="polite">
      {label ?? t(kitMessages.loading)}
    </Box>
  );
}

export function EmptyState({
  title,
  children,
  level = 2,
  compact = false,
}: { title?: string; children?: ReactNode } & Common) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Box $compact={compact}>
      {title ? <Heading>{title}</Heading> : null}
      {typeof children === 'string' ? <p>{children}</p> : children}
    </Box>
  );
}

const ErrorText = styled.p`
  color: ${theme.danger};
`;

export function ErrorState({
  title,
  message,
  onRetry,
  level = 2,
  compact = false,
}: { title?: string; message: string; onRetry?: (() => void) | undefined } & Common) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const { formatMessage: t } = useShopIntl();
  return (
    <Box $compact={compact} role="alert">
      {title ? <Heading>{title}</Heading> : null}
      {title ? <p>{message}</p> : <ErrorText>{message}</ErrorText>}
      {onRetry && (
        <Button $small={compact} onClick={onRetry}>
          {t(kitMessages.tryAgain)}
        </Button>
      )}
    </Box>
  );
}
