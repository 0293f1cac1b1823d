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
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${theme.muted};
  }
`;

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <h2>{title}</h2>
      {children}
    </Box>
  );
}

export function ErrorState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Box>
  );
}
