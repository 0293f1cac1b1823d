import { renderHook } from '@testing-library/react';
import { apiError } from './testing/render';
import { useAttemptKey } from './idempotency';

describe('useAttemptKey', () => {
  it('reuses the key only for the same request after a failure without an answer', () => {
    const { result } = renderHook(() => useAttemptKey());
    const attempt = result.current;
    const first = attempt.keyFor({ a: 1 });
    attempt.settle(apiError(0));
    expect(attempt.keyFor({ a: 1 })).toBe(first);
    attempt.settle(apiError(0));
    expect(attempt.keyFor({ a: 2 })).not.toBe(first);
    const third = attempt.keyFor({ a: 2 });
    attempt.settle(apiError(409, { message: 'Not enough stock for Garri.' }));
    expect(attempt.keyFor({ a: 2 })).not.toBe(third);
    const fourth = attempt.keyFor({ a: 2 });
    attempt.settle();
    expect(attempt.keyFor({ a: 2 })).not.toBe(fourth);
  });
});
