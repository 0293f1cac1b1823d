import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Says in the console which remote module could not be loaded. Nothing is answered in its place: the load
 * fails, and the section's error boundary reloads it once and then shows that part of the shop as unavailable.
 */
export default function logPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kasuwa-log',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[kasuwa] ${id} could not be loaded (${lifecycle})`, error);
      return undefined;
    },
  };
}
