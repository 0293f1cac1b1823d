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
  const complete = (main) => events.filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  const tasks = (list) => list.filter((e) => e.name === 'RunTask').length;
  return (
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map(complete)
      .sort((a, b) => tasks(b) - tasks(a))[0] ?? []
  );
}
