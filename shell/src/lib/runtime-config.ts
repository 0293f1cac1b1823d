import * as v from 'valibot';

/** /runtime-config.json, written by the shell's server from its environment. */
export const runtimeConfigSchema = v.object({
  apiBaseUrl: v.string(),
  remotes: v.object({
    catalog: v.pipe(v.string(), v.url()),
    cart: v.pipe(v.string(), v.url()),
    account: v.pipe(v.string(), v.url()),
    admin: v.pipe(v.string(), v.url()),
  }),
  /**
   * This browser's signed token for its remote load reports (docs/releases.md, section 4): only in the config the
   * shop's server answers at /runtime-config.json, never in a page, which is cached for every browser.
   */
  telemetryToken: v.optional(v.string()),
});
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];

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
