// The front-end budgets of docs/architecture.md, and which of them a run's figures are over.

const KB = 1024;
export const BUDGET = {
  /**
   * The public routes render on the server: their content is in the HTML, before any script; their JavaScript in
   * all is no more than it was before server rendering (KB gz; the product page by any id).
   */
  publicTotalKb: { '/': 215, '/products': 223, product: 219 },
  /**
   * The signed-in routes render their content in the browser (the session is a Bearer token it keeps): the stack and
   * the composition weigh about 169 KB before any of the shop's code (docs/performance.md).
   */
  signedInBeforeContentKb: 200,
  mobileScore: 95,
  desktopScore: 100,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0,
};
/** A language's page (`/ha/products`) has the budget of the same page in English. */
const publicTotalKb = (path) => {
  const bare = path.replace(/^\/(?:pcm|ha|yo|ig)(?=\/|$)/, '') || '/';
  return BUDGET.publicTotalKb[bare] ?? BUDGET.publicTotalKb.product;
};

export const kb = (bytes) => (bytes / KB).toFixed(1);

export function failures(sizes, lighthouse) {
  const failed = [];
  for (const row of sizes?.rows ?? []) {
    if (row.signedIn === null) {
      const total = publicTotalKb(row.path);
      if (row.total > total * KB) failed.push(`${row.path}: ${kb(row.total)} KB > ${total} KB in all`);
      if (row.beforeContent > 0)
        failed.push(`${row.path}: ${kb(row.beforeContent)} KB of script before the ${row.what}, not 0`);
    } else if (row.beforeContent > BUDGET.signedInBeforeContentKb * KB)
      failed.push(
        `${row.path}: ${kb(row.beforeContent)} KB > ${BUDGET.signedInBeforeContentKb} KB before the ${row.what}`,
      );
  }
  for (const row of (lighthouse ?? []).filter((r) => r.shop === 'this')) {
    const min = row.preset === 'mobile' ? BUDGET.mobileScore : BUDGET.desktopScore;
    if (row.score < min) failed.push(`Lighthouse ${row.preset} ${row.page}: score ${row.score} < ${min}`);
    if (row.preset === 'mobile' && row.tbt > BUDGET.tbtMs)
      failed.push(`Lighthouse mobile ${row.page}: TBT ${Math.round(row.tbt)} ms > ${BUDGET.tbtMs} ms`);
    if (row.preset === 'mobile' && row.lcp > BUDGET.lcpMs)
      failed.push(`Lighthouse mobile ${row.page}: LCP ${Math.round(row.lcp)} ms > ${BUDGET.lcpMs} ms`);
    if (row.cls > BUDGET.cls)
      failed.push(`Lighthouse ${row.preset} ${row.page}: CLS ${row.cls.toFixed(3)} > ${BUDGET.cls}`);
  }
  return failed;
}
