// A shopper's first tap on a page still loading: the navbar's menu button, tapped until it answers.

/** The navbar's menu button (docs/storefront.md §2.3): it needs the page's script to open the menu. */
const MENU = 'button[aria-controls="main-menu"]';
/** The User Timing mark set when the menu button first says it is open. */
export const ANSWERED = 'bench:tap-answered';
const TAP_EVERY_MS = 100;

/**
 * Marks (performance.mark `ANSWERED`, on the page's clock and in a trace) the moment the menu button of any page of
 * `context` first says it is open: React has hydrated it and run its handler.
 *
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function markTheAnswer(context) {
  await context.addInitScript(
    ({ menu, answered }) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(menu)?.getAttribute('aria-expanded') !== 'true') return;
        performance.mark(answered);
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
    },
    { menu: MENU, answered: ANSWERED },
  );
}

/**
 * Opens `url` and, from the moment the menu button is in the server's HTML, taps it every 100 ms until it answers
 * (the context must have been given markTheAnswer).
 *
 * @param {import('@playwright/test').Page} page a page of a context with touch
 * @param {string} url
 * @returns {Promise<number>} when the tap was answered, in ms from navigation (the page's clock)
 */
export async function tapUntilAnswered(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  const button = page.locator(MENU);
  await button.waitFor({ state: 'attached' });
  const box = await button.boundingBox();
  if (!box) throw new Error(`${url}: the menu button has no box`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`${url}: the menu never answered a tap`);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const answeredAt = await page.evaluate(
      (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
      ANSWERED,
    );
    if (answeredAt !== null) return answeredAt;
    await page.waitForTimeout(TAP_EVERY_MS);
  }
}
