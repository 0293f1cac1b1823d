import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A thenable that calls back at once. React.lazy renders a module handed over this way in the same pass instead of
 * suspending, so the server renders and the browser hydrates a loaded module with no fallback in between.
 */
export function settled<T>(value: T): PromiseLike<T> {
  return {
    then(onfulfilled) {
      return settled(onfulfilled ? onfulfilled(value) : value) as never;
    },
  };
}

export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  /** Fetches the page's code; once it is here, the page renders in the same pass as its parent. */
  preload: () => Promise<void>;
};

/**
 * A page (or a part of one, with its props `P`) whose code is fetched when it is first rendered, or before by
 * `preload`. A page preloaded before the browser hydrates the server's HTML is hydrated with the rest: a React.lazy
 * that is still loading suspends hydration there, and an update reaching that part before its code arrives makes
 * React throw the server's HTML away and render the page again in the browser.
 */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  const fetch = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : fetch()) as Promise<{ default: ComponentType<P> }>),
    {
      preload: () => fetch().then(() => undefined),
    },
  );
}
