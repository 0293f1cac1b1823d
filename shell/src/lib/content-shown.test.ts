import { whenContentShown } from './content-shown';

/** A main landmark holding `html`, as a page's layout renders it. */
function mainWith(html: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = html;
  document.body.append(main);
  return main;
}

beforeEach(() => jest.useFakeTimers({ now: 0, advanceTimers: false }));
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

/** Lets the MutationObserver's callback (a microtask) run. */
const observed = () => Promise.resolve();

describe('whenContentShown', () => {
  it("runs at once when the page's heading is already there (a page the server rendered)", () => {
    mainWith('<h1>Your Cart</h1>');
    const run = jest.fn();
    whenContentShown(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while the main landmark holds only a loading screen, and runs once the heading joins it', async () => {
    const main = mainWith('<div role="status"><strong>Loading...</strong></div>');
    const run = jest.fn();
    whenContentShown(run, 60_000);
    await observed();
    expect(run).not.toHaveBeenCalled();
    main.innerHTML = '<section><h1>Dashboard</h1></section>';
    await observed();
    expect(run).toHaveBeenCalledTimes(1);
    main.append(document.createElement('p'));
    await observed();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('counts an alert in the main landmark (a section that could not load) as its content', async () => {
    const main = mainWith('');
    const run = jest.fn();
    whenContentShown(run, 60_000);
    main.innerHTML = '<div role="alert">The cart is unavailable.</div>';
    await observed();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not count a heading outside the main landmark (a dialog, the navbar)', async () => {
    mainWith('');
    const run = jest.fn();
    whenContentShown(run, 60_000);
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog"><h1>Sign in</h1></div>');
    await observed();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs at the limit for a page that shows neither', () => {
    mainWith('');
    const run = jest.fn();
    whenContentShown(run, 4000);
    jest.advanceTimersByTime(3999 - performance.now());
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', async () => {
    const main = mainWith('');
    const run = jest.fn();
    const cancel = whenContentShown(run, 4000);
    cancel();
    main.innerHTML = '<h1>Home</h1>';
    await observed();
    jest.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
  });
});
