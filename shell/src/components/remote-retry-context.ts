import { createContext } from 'react';

/** Lets the fallback module answered by the federation runtime offer the same "Try again" as the error boundary. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
