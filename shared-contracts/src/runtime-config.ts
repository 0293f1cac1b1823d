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

/** What each remote is, for the error boundary's "X is unavailable". */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  catalog: 'The product catalog',
  cart: 'Your cart and wishlist',
  account: 'Your account',
  admin: 'The admin area',
};
