import { createContext, type ComponentType, type ReactNode } from 'react';

/** Lets the fallback module answered by the federation runtime offer the same "Try again" as the error boundary. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

/** Where the "unavailable" section is shown: in place by default, or e.g. inside a dialog. */
export const RemoteUnavailableFrameContext = createContext<ComponentType<{ children: ReactNode }> | null>(
  null,
);
