import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { REMOTE_LABELS, type RemoteName } from '../lib/runtime-config';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';

/** Where the "unavailable" section is shown: in place by default, or e.g. inside a dialog. */
export const RemoteUnavailableFrameContext = createContext<ComponentType<{ children: ReactNode }> | null>(
  null,
);

const Box = styled.section`
  width: 90%;
  max-width: 640px;
  margin: 48px auto;
  padding: 32px 24px;
  border: 1px solid ${theme.border};
  border-radius: ${theme.radius};
  text-align: center;
  background: ${theme.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 20px;
    color: ${theme.muted};
  }
`;

interface Props {
  remote: RemoteName;
  /** Re-attempts the load without reloading the page. */
  onRetry: () => void;
}

/** The section a part of the shop shows while it cannot be loaded; the rest of the shop keeps working. */
export function RemoteUnavailable({ remote, onRetry }: Props) {
  const Frame = useContext(RemoteUnavailableFrameContext);
  const box = (
    <Box role="alert" aria-live="polite" data-remote-unavailable={remote}>
      <h2>{REMOTE_LABELS[remote]} is unavailable right now</h2>
      <p>
        This part of the shop could not be loaded. Everything else keeps working; please try again in a
        moment.
      </p>
      <Button onClick={onRetry}>Try again</Button>
    </Box>
  );
  // A frame may be lazy (its code loads only when a section is unavailable).
  return Frame ? (
    <Suspense fallback={null}>
      <Frame>{box}</Frame>
    </Suspense>
  ) : (
    box
  );
}
