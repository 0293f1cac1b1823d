// A Chromium trace of one page load, read for its main thread.

/**
 * Traces `load` (which navigates the page of `cdp`) and returns the complete events ('X') of the renderer's main
 * thread that ran the page: a navigation can change process, so it is the main thread with the most tasks.
 *
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {() => Promise<void>} load
 * @param {string[]} categories the trace categories
 */
export async function mainThreadEvents(cdp, load, categories) {
  return mainThreadOf(await traceEvents(cdp, load, categories));
}

/**
 * Every event of a trace of `load` (which navigates the page of `cdp`), of every process and thread.
 *
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {() => Promise<void>} load
 * @param {string[]} categories the trace categories
 */
export async function traceEvents(cdp, load, categories) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories },
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

/**
 * The complete events ('X') of the renderer's main thread that ran the page: a navigation can change process, so it
 * is the main thread of the process `pid` when given (one that set a mark, say), else the one with the most tasks.
 *
 * @param {any[]} events a trace's events (traceEvents)
 * @param {number} [pid]
 */
export function mainThreadOf(events, pid) {
  const complete = (main) => events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  const tasks = (list) => list.filter((e) => e.name === 'RunTask').length;
  return (
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .filter((e) => pid === undefined || e.pid === pid)
      .map(complete)
      .sort((a, b) => tasks(b) - tasks(a))[0] ?? []
  );
}
