import { StrictMode, startTransition } from 'react';
import { loadRuntimeConfig } from './app/runtime-config';
import type { RuntimeConfig } from 'shared-contracts';
import { registerShopRemotes } from './federation/remotes';

/** Resolves in a new task, so that the work before it and the work after it are two tasks, not one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries of the first render, each evaluated in a task of its own, and last the shop runtime that uses them.
 * Evaluated together, when the last of their files had arrived, they made one task of 100–150 ms on a phone (four
 * times a desktop's time). Their files are all in the bootstrap's chunk group: nothing here waits for the network.
 */
const libraries = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'axios'),
  () => import(/* webpackMode: "eager" */ '@tanstack/react-query'),
  () => import(/* webpackMode: "eager" */ './app/shop-runtime'),
];

async function start() {
  // The config is asked for first; the libraries are evaluated while it is on its way.
  const config = loadRuntimeConfig().then(
    (value): RuntimeConfig | null => value,
    (error: unknown) => {
      // Without the config no remote can load; the shell still renders and each section says it is unavailable.
      console.error('[kasuwa]', error);
      return null;
    },
  );
  for (const load of libraries) {
    await nextTask();
    await load();
  }
  const [{ createRoot }, { apiClient, createQueryClient }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-dom/client'),
    import(/* webpackMode: "eager" */ './app/shop-runtime'),
  ]);
  const loaded = await config;
  if (loaded) {
    try {
      registerShopRemotes(loaded);
      apiClient.configure({ baseURL: loaded.apiBaseUrl });
    } catch (error) {
      console.error('[kasuwa]', error);
    }
  }

  // The App's modules (and the libraries only they use) are in this chunk but run only now, in a task of their own.
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the browser
  // handle input and paint between them, instead of in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>,
    ),
  );
}

void start();
