import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient, createQueryClient } from 'shared-contracts';
import { loadRuntimeConfig } from './app/runtime-config';
import { registerShopRemotes } from './federation/remotes';

async function start() {
  try {
    const config = await loadRuntimeConfig();
    registerShopRemotes(config);
    apiClient.configure({ baseURL: config.apiBaseUrl });
  } catch (error) {
    // Without the config no remote can load; the shell still renders and each section says it is unavailable.
    console.error('[kasuwa]', error);
  }

  // The App's modules (and the libraries only they use) are in this chunk but run only now, after the config's
  // answer, so that evaluating the shell's code is two tasks on either side of that wait instead of one long one.
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
