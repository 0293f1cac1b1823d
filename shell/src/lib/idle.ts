/**
 * Runs `callback` once the browser is idle, or after `timeout` ms at the latest; returns what cancels it. For code
 * that need not be on the path to a page's first content.
 */
export function whenIdle(callback: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}
