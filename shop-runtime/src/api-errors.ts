import type { AxiosError } from 'axios';
import { SESSION_EXPIRED_MESSAGE } from './constants';

/** Raised when the refresh token is no longer accepted. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

/**
 * An error of the API client: what `axios.isAxiosError` checks (its `isAxiosError` flag), without loading axios.
 * The server's HTML carries a page's failed query in this shape too (shell/src/app/query-state.ts).
 */
export const isApiError = <T = unknown>(error: unknown): error is AxiosError<T> =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
