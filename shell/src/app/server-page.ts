import * as v from 'valibot';
import type { DehydratedState } from '@tanstack/react-query';
import { runtimeConfigSchema, type RemoteName, type RuntimeConfig } from 'shared-contracts';

/** The id of the JSON the server writes into a page it rendered. */
export const SERVER_PAGE_ID = 'kasuwa-page';

/** What a server-rendered page hands the browser, so it hydrates exactly what the server rendered. */
export interface ServerPage {
  /** The runtime config, with each remote's manifest pinned to the version the page was rendered with. */
  config: RuntimeConfig;
  /** The remotes whose section is in the HTML. */
  rendered: RemoteName[];
  /** The server's query cache. */
  state: DehydratedState;
}

const serverPageSchema = v.object({
  config: runtimeConfigSchema,
  rendered: v.array(v.picklist(['catalog', 'cart', 'account', 'admin'])),
  state: v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
});

/**
 * The page's JSON as the server wrote it, or null for a page the browser renders alone. Written as JSON with `<`
 * escaped (scripts/lib/ssr.mjs), so no product name can end the script element early.
 */
export function readServerPage(doc: Document = document): ServerPage | null {
  const element = doc.getElementById(SERVER_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    const result = v.safeParse(serverPageSchema, JSON.parse(element.textContent));
    if (!result.success) return null;
    return { ...result.output, state: result.output.state as DehydratedState };
  } catch {
    return null;
  }
}
