// The front-end budgets' section of docs/benchmarks.md, as bench.mjs writes it.
import { COLUMNS } from './composition.mjs';
import { recordSection } from '../lib/record.mjs';
import { EMULATED_INDEX, RUNS, args } from './bench-options.mjs';
import { BUDGET, kb } from './bench-budget.mjs';

const MARK_START = '<!-- npm run bench: start -->';
const MARK_END = '<!-- npm run bench: end -->';

export function report({ date, machineBefore, machineAfter, sizes, lighthouse, failed }) {
  const lines = [MARK_START, '', '# Front-end budgets (`npm run bench`)', ''];
  lines.push(
    'Produced by `npm run bench` (`bench/front/bench.mjs`): a production build served by `scripts/serve.mjs`, Chromium,',
    `the median of ${RUNS} cold visits per row. Scripts are gzipped at level 9 as served; "before content" counts the`,
    "scripts the page asked for before the named content joined it (both read from the page's own clock), or none",
    'when the content is in the HTML (visible in a browser that runs no script: the server-rendered routes), "in all"',
    'everything until the network was idle',
    '(including what the shell loads when the browser is idle). Signed-in rows set the session before the visit.',
    '',
    `- Date: ${date}`,
    `- Machine at the start: ${machineBefore}`,
    `- Machine at the end: ${machineAfter}`,
    `- Budgets (docs/architecture.md): public routes (server-rendered) 0 KB of script before content and in all ≤ ${Object.values(BUDGET.publicTotalKb).join(' / ')} KB; signed-in routes ≤ ${BUDGET.signedInBeforeContentKb} KB before content; Lighthouse mobile ≥ ${BUDGET.mobileScore} with LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms and CLS ${BUDGET.cls}, desktop ${BUDGET.desktopScore}.`,
    `- Result: ${failed.length === 0 ? '**every budget met**' : `**${failed.length} over budget**: ${failed.join('; ')}`}`,
    '',
  );
  if (sizes) {
    lines.push(
      '| route | signed in | KB gz in all | scripts | KB gz before content | scripts | content | visible after |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: |',
    );
    for (const r of sizes.rows)
      lines.push(
        `| \`${r.path}\` | ${r.signedIn ?? 'no'} | ${kb(r.total)} | ${r.count} | ${kb(r.beforeContent)} | ${r.countBefore} | ${r.what} | ${r.contentMs} ms |`,
      );
    lines.push(
      '',
      'Where those bytes come from (KB gz before content / in all), read from the source maps in the build folders:',
      '*libraries* are packages from node_modules other than the federation runtime, *federation* is what composing',
      "at runtime adds (the federation runtime, webpack's chunk loading and share tables, each remote's entry), *shop",
      "code* the workspace's own sources. *Second copies* are bytes of a source the page already has from another",
      'build (valibot, the bundler runtime of each remote entry, a kit component), counted in the three columns too.',
      "A script's gzip size is shared among its sources by their share of its characters: an estimate.",
      '',
      `| route | ${COLUMNS.join(' | ')} |`,
      `| --- | ${COLUMNS.map(() => '---:').join(' | ')} |`,
    );
    for (const r of sizes.rows)
      lines.push(
        `| \`${r.path}\` | ${COLUMNS.map(
          (kind) => `${kb(r.kinds.beforeContent[kind])} / ${kb(r.kinds.total[kind])}`,
        ).join(' | ')} |`,
      );
    lines.push(
      '',
      `Shared singletons: ${sizes.problems.length === 0 ? 'each loaded exactly once on every route' : sizes.problems.join('; ')}.`,
      '',
    );
  }
  if (lighthouse) {
    lines.push(
      'Lighthouse 12 in the system Chromium, performance category, anonymous visitor (the sign-in dialog opens on',
      `load, as docs/storefront.md §2.3 says); mobile is Lighthouse's default (slow 4G, 4× CPU slowdown, ${args['devtools-throttling'] ? "applied to the browser by DevTools' throttling" : 'simulated'})${EMULATED_INDEX ? `, with the CPU slowdown scaled before each run to emulate a machine of benchmark index ${EMULATED_INDEX} (desktop not run)` : ''}.`,
      '',
      "The benchmark index is Lighthouse's own measure of the machine's speed during the runs (median).",
      '',
      '| build | preset | page | score | FCP | LCP | TBT | CLS | script work | benchmark index | CPU slowdown |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const r of lighthouse)
      lines.push(
        `| ${r.shop} | ${r.preset} | \`${r.page}\` | ${r.score} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.scripting)} ms | ${Math.round(r.benchmarkIndex)} | ${r.slowdown.toFixed(1)}× |`,
      );
    lines.push('');
  }
  lines.push(MARK_END);
  return lines.join('\n');
}

export const record = (text) => recordSection(text, MARK_START, MARK_END);
