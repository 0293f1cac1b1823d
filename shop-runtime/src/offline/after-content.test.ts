import { OFFLINE_CHANGES_EVENT, OFFLINE_CHANGES_KEY } from '../constants';
import { AFTER_CONTENT_MS, afterContent, whenChangesStored } from './after-content';

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const storeChange = () => {
  localStorage.setItem(OFFLINE_CHANGES_KEY, '[]');
  window.dispatchEvent(new Event(OFFLINE_CHANGES_EVENT));
};

describe('afterContent', () => {
  test('runs once, a little after the page started, not before', () => {
    const run = jest.fn();
    afterContent(run);
    jest.advanceTimersByTime(AFTER_CONTENT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    storeChange();
    jest.advanceTimersByTime(AFTER_CONTENT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('runs at once when changes are stored already, or as soon as the first is (this tab or another)', () => {
    localStorage.setItem(OFFLINE_CHANGES_KEY, '[]');
    const now = jest.fn();
    afterContent(now);
    expect(now).toHaveBeenCalledTimes(1);

    localStorage.clear();
    const soon = jest.fn();
    afterContent(soon);
    // Another tab's write arrives as `storage`.
    localStorage.setItem(OFFLINE_CHANGES_KEY, '[]');
    window.dispatchEvent(new StorageEvent('storage', { key: OFFLINE_CHANGES_KEY }));
    expect(soon).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(AFTER_CONTENT_MS);
    expect(soon).toHaveBeenCalledTimes(1);
  });

  test('an event that stores nothing does not run it; cancelled, it never runs', () => {
    const run = jest.fn();
    afterContent(run);
    window.dispatchEvent(new Event(OFFLINE_CHANGES_EVENT));
    expect(run).not.toHaveBeenCalled();

    const cancelled = jest.fn();
    afterContent(cancelled)();
    storeChange();
    jest.advanceTimersByTime(AFTER_CONTENT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenChangesStored', () => {
  test('waits for stored changes however long it takes, and runs once', () => {
    const run = jest.fn();
    const cancel = whenChangesStored(run);
    jest.advanceTimersByTime(10 * AFTER_CONTENT_MS);
    expect(run).not.toHaveBeenCalled();
    storeChange();
    storeChange();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();

    localStorage.clear();
    const cancelled = jest.fn();
    whenChangesStored(cancelled)();
    storeChange();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
