import styled from 'styled-components';
import { errorMessage } from 'shared-contracts';
import { Button } from './button';
import { colors } from './theme';

const Box = styled.div`
  padding: 32px 16px;
  text-align: center;
  color: ${colors.muted};
  font-size: 14px;
`;

const ErrorText = styled.p`
  color: ${colors.danger};
`;

export const Loading = ({ label = 'Loading…' }: { label?: string }) => (
  <Box role="status" aria-live="polite">
    {label}
  </Box>
);

export const Empty = ({ children }: { children: string }) => <Box>{children}</Box>;

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Box role="alert">
      <ErrorText>{errorMessage(error, 'Could not load this section.')}</ErrorText>
      {onRetry ? (
        <Button $small onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Box>
  );
}
