import type { RemoteVersion } from './manifest-reader';

/** The preload of the runtime config, for a page the browser renders alone (a rendered page carries its config). */
export const RUNTIME_CONFIG_LINK = '</runtime-config.json>; rel=preload; as=fetch; crossorigin=anonymous';

/**
 * The `Link` header of a page: the build of the page's remote the browser will load (its manifest, entry and route
 * scripts), chosen for this browser, so the browser fetches them beside the shell's scripts rather than two and
 * three round trips after them. A page the browser renders alone also preloads its runtime config, and reads the
 * remote's manifest at the address that config names (`manifestUrl`).
 */
export function pageLinks(
  remote: RemoteVersion | null | undefined,
  { runtimeConfig = false, manifestUrl }: { runtimeConfig?: boolean; manifestUrl?: string } = {},
): string | null {
  const links = runtimeConfig ? [RUNTIME_CONFIG_LINK] : [];
  if (remote) {
    links.push(`<${manifestUrl ?? remote.manifest}>; rel=preload; as=fetch; crossorigin=anonymous`);
    if (remote.entry) links.push(`<${remote.entry}>; rel=preload; as=script`);
    for (const script of remote.routeScripts) links.push(`<${script}>; rel=preload; as=script`);
  }
  return links.length ? links.join(', ') : null;
}
