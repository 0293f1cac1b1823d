import { useLocation } from 'react-router-dom';

/** What a page of /auth may be handed in its history state: where its shopper came from, an email to start with. */
export interface AuthPageState {
  from?: string;
  email?: string;
}

/**
 * Where a sign-in page sends its shopper back to: a path of this shop they came from, else `/`. Never another site
 * (`//host`, `/\host`), never a page of /auth itself (a loop), never text with control characters.
 */
export function returnPathOf(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(from)) return '/';
  if (/^\/auth(?:[/?#]|$)/.test(from)) return '/';
  return from;
}

/** The history state of an /auth page, read defensively (anything may be in history). */
export function useAuthPageState(): { from: string; email: string } {
  const { state, search } = useLocation();
  const given = (state ?? {}) as Record<string, unknown>;
  const fromQuery = new URLSearchParams(search).get('from');
  return {
    from: returnPathOf(typeof given.from === 'string' ? given.from : fromQuery),
    email: typeof given.email === 'string' ? given.email : '',
  };
}

/** The page under a dialog, as a path to come back to. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
