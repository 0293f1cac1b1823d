import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { RemoteName } from '../lib/runtime-config';
import { Button } from 'shared-contracts/ui/button';
import { theme } from 'shared-contracts/ui/theme';
import {
  remoteLabelMessages,
  remoteUnavailableMessages as m,
  remoteUnavailableTitle,
} from './remote-unavailable.messages';

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
  const { formatMessage: t } = useIntl();
  const Frame = useContext(RemoteUnavailableFrameContext);
  const box = (
    <Box role="alert" aria-live="polite" data-remote-unavailable={remote}>
      <h2>{t(remoteUnavailableTitle, { section: t(remoteLabelMessages[remote]) })}</h2>
      <p>{t(m.text)}</p>
      <Button onClick={onRetry}>{t(m.tryAgain)}</Button>
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
