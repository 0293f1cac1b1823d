import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { theme } from './theme';

const Box = styled.div`
  border: 1px dashed ${theme.border};
  border-radius: ${theme.radius};
  padding: 2.5rem 1rem;
  text-align: center;
  display: grid;
  gap: 0.75rem;
  justify-items: center;
  h1,
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${theme.muted};
  }
`;

/** `level` 1 when the state is all the page shows, so the page keeps a main heading. */
type Level = { level?: 1 | 2 };

export function EmptyState({ title, children, level = 2 }: { title: string; children?: ReactNode } & Level) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Box>
      <Heading>{title}</Heading>
      {children}
    </Box>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  level = 2,
}: { title: string; message: string; onRetry?: () => void } & Level) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Box role="alert">
      <Heading>{title}</Heading>
      <p>{message}</p>
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
