import { useCallback, useRef, useState } from 'react';

/**
 * Runs one async action at a time: a second call while one is in flight is ignored, even within the same
 * frame (a double click), so a mutation is never sent twice. `pending` drives the button's loading state.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
