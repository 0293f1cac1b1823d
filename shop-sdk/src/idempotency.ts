import { useRef } from 'react';
import { statusOf } from './api-client';

/**
 * Idempotency keys for a write the shopper may repeat (checkout, cancel): one key per attempt. When an attempt
 * gets no answer (the network failed), the next attempt with the same request reuses its key, so the server
 * answers the first attempt instead of doing the work twice; an answered attempt or a changed request starts
 * a new key.
 */
export function useAttemptKey() {
  const unanswered = useRef<{ key: string; request: string } | null>(null);
  return {
    /** The key to send with `request` (anything JSON can encode). */
    keyFor(request: unknown): string {
      const text = JSON.stringify(request ?? null);
      const key =
        unanswered.current?.request === text ? unanswered.current.key : globalThis.crypto.randomUUID();
      unanswered.current = { key, request: text };
      return key;
    },
    /** After the attempt: only a failure without an answer keeps its key. */
    settle(error?: unknown) {
      if (error === undefined || statusOf(error) !== undefined) unanswered.current = null;
    },
  };
}
