import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight';

it('runs one task at a time and ignores a second call while the first is in flight', async () => {
  const { result } = renderHook(() => useSingleFlight());
  let finish: (value: string) => void = () => undefined;
  const task = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
  let first: Promise<string | undefined> = Promise.resolve(undefined);
  let second: Promise<string | undefined> = Promise.resolve(undefined);
  act(() => {
    first = result.current.run(task);
    second = result.current.run(task);
  });
  expect(task).toHaveBeenCalledTimes(1);
  expect(result.current.pending).toBe(true);
  await expect(second).resolves.toBeUndefined();
  await act(async () => finish('done'));
  await expect(first).resolves.toBe('done');
  expect(result.current.pending).toBe(false);
});

it('can run again after a task fails, and passes the failure on', async () => {
  const { result } = renderHook(() => useSingleFlight());
  await act(async () => {
    await expect(result.current.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
  expect(result.current.pending).toBe(false);
  let answer: number | undefined;
  await act(async () => {
    answer = await result.current.run(() => Promise.resolve(7));
  });
  expect(answer).toBe(7);
});
