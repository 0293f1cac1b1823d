// When each node joined the document, in the page's own clock: a bench reads the moment its content appeared from
// the page, not from when its own polling happened to see it (which a busy machine delays by hundreds of ms).

/** Add with `context.addInitScript(recordJoinTimes)`; then `joinedAt(locator)` reads a node's moment. */
export function recordJoinTimes() {
  const joined = new WeakMap();
  window.__joinedAt = (node) => {
    for (let at = node; at; at = at.parentNode) if (joined.has(at)) return joined.get(at);
    return 0;
  };
  new MutationObserver((mutations) => {
    const now = performance.now();
    for (const mutation of mutations) for (const added of mutation.addedNodes) joined.set(added, now);
  }).observe(document, { childList: true, subtree: true });
}

/** When the element the locator names joined its page, in ms since the page's navigation started. */
export const joinedAt = (locator) => locator.evaluate((element) => window.__joinedAt(element));
