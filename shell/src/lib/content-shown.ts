/**
 * What says a page's own content is on the screen: its main landmark holds the page's heading (every page of the
 * shop names itself in one `h1`, given with its content: the cart's "Your Cart", the dashboard's "Dashboard", a
 * product's name), or an alert (a section that could not load says so in one). The loading screens have neither.
 */
const CONTENT_SELECTOR = 'main h1, main [role="alert"]';

/**
 * At the latest this long after the page started (its navigation), for a page that shows neither: as long as the
 * sign-in prompt waits for a page to settle (root-layout.tsx).
 */
export const CONTENT_LIMIT_MS = 4000;

/** Whether the page's own content is on the screen now (in a server-rendered page, whether its HTML holds it). */
export const contentShown = (): boolean => document.querySelector(CONTENT_SELECTOR) !== null;

/**
 * Runs `run` once the page's content is shown: at once when it already is (a page the server rendered), else when
 * it joins the document, or at the limit. For code the page does not need before its content: the "≤ 200 KB gz
 * before content" budget of docs/architecture.md counts what a signed-in page asks for before it, and the page's
 * settling (root-layout.tsx) comes too early for that on `/cart`, whose navbar's own queries answer before the cart
 * remote has even loaded. Answers what cancels it.
 */
export function whenContentShown(run: () => void, limitMs: number = CONTENT_LIMIT_MS): () => void {
  if (contentShown()) {
    run();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (contentShown()) finish();
  });
  const timer = window.setTimeout(finish, Math.max(0, limitMs - performance.now()));
  observer.observe(document.body, { childList: true, subtree: true });
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  function finish() {
    stop();
    run();
  }
  return stop;
}
