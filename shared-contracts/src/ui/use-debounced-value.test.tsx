import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('gives the last value once it has stopped changing for the pause', () => {
  const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, 300), {
    initialProps: { text: '' },
  });
  rerender({ text: 'a' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ text: 'an' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ text: 'ank' });
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('ank');
});

it('waits 300 ms unless told otherwise', () => {
  const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text), {
    initialProps: { text: 'first' },
  });
  rerender({ text: 'second' });
  act(() => jest.advanceTimersByTime(299));
  expect(result.current).toBe('first');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe('second');
});
