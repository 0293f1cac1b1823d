import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient, createQueryClient } from 'shared-contracts';
import { App } from './app/app';
import { createShopRouter } from './app/router';
import { loadRuntimeConfig } from './app/runtime-config';
import { RemoteUnavailable } from './components/remote-unavailable';
import { registerRemoteFallback } from './federation/fallback-registry';
import { registerShopRemotes } from './federation/remotes';

async function start() {
  registerRemoteFallback((remote) => ({
    __esModule: true,
    remoteUnavailable: true,
    default: function UnavailableRemote() {
      return <RemoteUnavailable remote={remote} />;
    },
  }));

  const router = createShopRouter();
  try {
    const config = await loadRuntimeConfig();
    registerShopRemotes(config);
    apiClient.configure({ baseURL: config.apiBaseUrl });
  } catch (error) {
    // Without the config no remote can load; the shell still renders and each section says it is unavailable.
    console.error('[kasuwa]', error);
  }
  apiClient.configure({ onSessionExpired: () => void router.navigate('/') });

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
