// A shopper's first tap on a page still loading: the navbar's menu button, tapped until it answers.
//
// The visit runs no script of its own in the page beyond one small observer: the button is found and measured
// through the DevTools protocol's DOM domain, the taps are the protocol's touch events, and the answer comes back as
// a console message. (Playwright's locators and `evaluate` run their own script on the page's main thread, about
// 110–160 ms at 4× CPU over a visit, which a measure of the page's script before the tap would count as the page's.)

/** The navbar's menu button (docs/storefront.md §2.3): it needs the page's script to open the menu. */
const MENU = 'button[aria-controls="main-menu"]';
/** The User Timing mark set when the menu button first says it is open, and the console message that says when. */
export const ANSWERED = 'bench:tap-answered';
const TAP_EVERY_MS = 100;
const LOOK_EVERY_MS = 20;

/**
 * Marks (performance.mark `ANSWERED`, on the page's clock and in a trace) the moment the menu button of any page of
 * `context` first says it is open: React has hydrated it and run its handler. The mark's time is also logged to the
 * console, where tapUntilAnswered reads it.
 *
 * @param {import('@playwright/test').BrowserContext} context
 */
export async function markTheAnswer(context) {
  await context.addInitScript(
    ({ menu, answered }) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(menu)?.getAttribute('aria-expanded') !== 'true') return;
        const mark = performance.mark(answered);
        observer.disconnect();
        console.debug(answered, mark.startTime);
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
    },
    { menu: MENU, answered: ANSWERED },
  );
}

/** The centre of the menu button once it is in the document (the DOM domain: no script in the page), else null. */
async function menuButtonCentre(cdp) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: MENU });
  if (!nodeId) return null;
  const { model } = await cdp.send('DOM.getBoxModel', { nodeId }).catch(() => ({ model: null }));
  if (!model || model.width === 0) return null;
  const [x1, y1, , , x3, y3] = model.border;
  return { x: (x1 + x3) / 2, y: (y1 + y3) / 2 };
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
  const cdp = await page.context().newCDPSession(page);
  let answeredAt = null;
  const onConsole = (message) => {
    if (message.type() === 'debug' && message.text().startsWith(`${ANSWERED} `))
      answeredAt = Number(message.text().slice(ANSWERED.length + 1));
  };
  page.on('console', onConsole);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + 60_000;
    let centre = null;
    while (centre === null) {
      if (Date.now() > deadline) throw new Error(`${url}: the menu button never came`);
      centre = await menuButtonCentre(cdp).catch(() => null);
      if (centre === null) await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
    }
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${url}: the menu never answered a tap`);
      await touch('touchStart', [{ x: centre.x, y: centre.y }]);
      await touch('touchEnd', []);
      await new Promise((resolve) => setTimeout(resolve, TAP_EVERY_MS));
      if (answeredAt !== null) return answeredAt;
    }
  } finally {
    page.off('console', onConsole);
    await cdp.detach().catch(() => undefined);
  }
}
