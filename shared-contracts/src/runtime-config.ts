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
