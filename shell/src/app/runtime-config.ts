import * as v from 'valibot';
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contracts';

export class RuntimeConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuntimeConfigError';
  }
}

/** Reads /runtime-config.json from the shell's own origin: where the API and each remote live in this deployment. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    // A plain request, so that it takes the response of the page's `Link: rel=preload` (scripts/serve.mjs); the
    // server answers `Cache-Control: no-cache`, so a new deployment's config is read on the next page load.
    const response = await fetchImpl('/runtime-config.json', { credentials: 'same-origin' });
    if (!response.ok) throw new RuntimeConfigError(`/runtime-config.json answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw error;
    throw new RuntimeConfigError(`/runtime-config.json could not be read: ${String(error)}`);
  }
  const result = v.safeParse(runtimeConfigSchema, body);
  if (!result.success) {
    const issues = result.issues
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new RuntimeConfigError(`/runtime-config.json is invalid: ${issues}`);
  }
  return result.output;
}

/** The manifest URL of a remote: its base URL + /mf-manifest.json (a URL already naming a .json is kept). */
export const manifestUrl = (base: string): string =>
  base.endsWith('.json') ? base : `${base.replace(/\/+$/, '')}/mf-manifest.json`;
