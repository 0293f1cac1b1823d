import { isApiError } from '../api-errors';
import { sessionAtom, type kasuwaStore } from '../session';
import { userOfAccessToken } from './queue';

type Store = typeof kasuwaStore;

/** axios's `AxiosError.ERR_CANCELED`: a request its caller aborted. */
const ERR_CANCELED = 'ERR_CANCELED';

/** The signed-in shopper, as the queue names them; null when signed out. */
export const currentUserOf = (store: Store): string | null =>
  userOfAccessToken(store.get(sessionAtom)?.tokens.access);

/** The device says it has no connection: a change is kept instead of sent. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A request that got no answer at all (the connection dropped, after the client's own retries). */
export const failedWithoutAnswer = (error: unknown): boolean =>
  isApiError(error) && !error.response && error.code !== ERR_CANCELED;
