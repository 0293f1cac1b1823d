import { StrictMode, startTransition } from 'react';
import { loadRuntimeConfig } from './app/runtime-config';
import { registerShopRemotes } from './federation/remotes';

/**
 * Runs `load` in a task of its own. Evaluated together, when the last of their files had arrived, react-dom, axios,
 * react-query and the shop runtime made one task of 100–150 ms on a phone (four times a desktop's time); each now
 * gets its own. Their files are all in the bootstrap's chunk group: nothing here waits for the network.
 */
const inItsOwnTask = <T,>(load: () => Promise<T>): Promise<T> =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(load);

async function start() {
  // The config is asked for first; the libraries are evaluated while it is on its way.
  const config = loadRuntimeConfig().catch((error: unknown) => {
    // Without the config no remote can load; the shell still renders and each section says it is unavailable.
    console.error('[kasuwa]', error);
    return null;
  });
  const { createRoot } = await inItsOwnTask(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  await inItsOwnTask(() => import(/* webpackMode: "eager" */ 'axios'));
  await inItsOwnTask(() => import(/* webpackMode: "eager" */ '@tanstack/react-query'));
  // The shop runtime uses the three above, already evaluated by now.
  const { apiClient, shopQueryClient } = await inItsOwnTask(
    () => import(/* webpackMode: "eager" */ './app/shop-runtime'),
  );
  const loaded = await config;
  if (loaded) {
    try {
      registerShopRemotes(loaded);
      apiClient.configure({ baseURL: loaded.apiBaseUrl });
    } catch (error) {
      console.error('[kasuwa]', error);
    }
  }

  // The App's modules (and the libraries only they use) are in this chunk but run only now.
  const { App } = await inItsOwnTask(() => import(/* webpackMode: "eager" */ './app/app'));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the browser
  // handle input and paint between them, instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={shopQueryClient} />
      </StrictMode>,
    ),
  );
}

void start();
