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

  it('keeps a box as it was until the page can answer its click', () => {
    const box = byId<HTMLInputElement>('box');
    box.click();
    expect(box.checked).toBe(false);
    touch.release();
    jest.runOnlyPendingTimers();
    expect(box.checked).toBe(true);
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

  it('types again what was typed into a field, so that code listening to it gets the text', () => {
    const field = byId<HTMLInputElement>('text');
    field.value = 'ìrẹsì';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const heard: string[] = [];
    field.addEventListener('input', () => heard.push(field.value));
    touch.release();
    expect(heard).toEqual(['ìrẹsì']);
    expect(field.value).toBe('ìrẹsì');
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
});
