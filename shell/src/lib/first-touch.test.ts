import { holdUntilHydrated, type FirstTouch } from './first-touch';

describe('holdUntilHydrated', () => {
  let touch: FirstTouch;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <a href="/products/1" id="link">A product</a>
      <button type="button" id="menu">Menu</button>
      <input id="box" type="checkbox" />
      <form id="search"><input id="text" name="search" /></form>
      <select id="state"><option value="">Choose a state</option><option value="Kano">Kano</option></select>
      <div data-drawn-dialog><button type="button" id="close">Close</button></div>
    `;
    touch = holdUntilHydrated();
  });
  afterEach(() => {
    touch.release();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('is touched by the first pointer, key or focus, and not before', async () => {
    expect(await settled(touch.touched)).toBe(false);
    byId('menu').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await settled(touch.touched)).toBe(true);
  });

  it('is not touched by a drawn dialog taking focus as it opens', async () => {
    byId('close').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(touch.touched)).toBe(false);
    byId('close').dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(await settled(touch.touched)).toBe(true);
  });

  it('is touched at once when told to start', async () => {
    touch.start();
    expect(await settled(touch.touched)).toBe(true);
  });

  it('holds a click on a link or a button until released, then clicks it again', () => {
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    byId('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    byId('menu').click();
    expect(seen).toEqual([]);
    touch.release();
    jest.runOnlyPendingTimers();
    // The last click is the one given to the page's code; nothing is held any more.
    expect(seen).toEqual(['menu']);
    byId('menu').click();
    expect(seen).toEqual(['menu', 'menu']);
  });

  it('lets a box be ticked and a field be typed into as they come (their code adopts them as it hydrates)', () => {
    const box = byId<HTMLInputElement>('box');
    box.click();
    expect(box.checked).toBe(true);
    const field = byId<HTMLInputElement>('text');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    field.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('lets a click with a modifier key, and a click in a drawn dialog, through', () => {
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    byId('link').dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    byId('close').click();
    expect(seen).toEqual(['close']);
  });

  it('forgets a held element the page no longer has', () => {
    const menu = byId('menu');
    menu.click();
    menu.remove();
    const seen: string[] = [];
    menu.addEventListener('click', () => seen.push('menu'));
    touch.release();
    jest.runOnlyPendingTimers();
    expect(seen).toEqual([]);
  });

  it('counts a page the shopper used before its script started as touched: a field focused or changed', async () => {
    touch.release();
    // A list with no option marked in the markup shows its first: not a change.
    const untouched = holdUntilHydrated();
    expect(await settled(untouched.touched)).toBe(false);
    untouched.release();
    byId<HTMLSelectElement>('state').value = 'Kano';
    const chosen = holdUntilHydrated();
    expect(await settled(chosen.touched)).toBe(true);
    chosen.release();
    byId<HTMLSelectElement>('state').value = '';
    byId<HTMLInputElement>('text').value = 'garri';
    const typed = holdUntilHydrated();
    expect(await settled(typed.touched)).toBe(true);
    typed.release();
    byId<HTMLInputElement>('text').value = '';
    byId('menu').focus();
    const focused = holdUntilHydrated();
    expect(await settled(focused.touched)).toBe(true);
    focused.release();
  });

  it('gives a click to a part that has hydrated, and holds the others until theirs has', () => {
    const seen: string[] = [];
    document.body.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    byId('link').click();
    touch.hydrated((element) => element.id === 'menu');
    jest.runOnlyPendingTimers();
    expect(seen).toEqual([]);
    byId('menu').click();
    expect(seen).toEqual(['menu']);
    touch.hydrated(() => true);
    jest.runOnlyPendingTimers();
    expect(seen).toEqual(['menu', 'link']);
  });
});
