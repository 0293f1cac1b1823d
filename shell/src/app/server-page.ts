import * as v from 'valibot';
import type { DehydratedState } from '@tanstack/react-query';
import { runtimeConfigSchema, type RemoteName, type RuntimeConfig } from '../lib/runtime-config';

/**
 * The JSON a server-rendered page carries for the browser, in one place for both sides: the shell's server writes it
 * (`serverPageScript`, server/http/render/page-renderer.ts) and the browser reads it (`readServerPage`).
 */

/** The id of the JSON the server writes into a page it rendered. */
export const SERVER_PAGE_ID = 'kasuwa-page';

/** The id of the `<template>` holding the sign-in dialog the server drew (shell/src/app/drawn-sign-in.ts). */
export const DRAWN_SIGN_IN_ID = 'kasuwa-sign-in';

/** The sign-in dialog's markup, as the server writes it at the end of the body, for the browser to show when asked. */
export const drawnSignInTemplate = (markup: string): string =>
  `<template id="${DRAWN_SIGN_IN_ID}">${markup}</template>`;

/** What a server-rendered page hands the browser, so it hydrates exactly what the server rendered. */
export interface ServerPage {
  /** The runtime config, with each remote's manifest pinned to the version the page was rendered with. */
  config: RuntimeConfig;
  /** The remotes whose section is in the HTML. */
  rendered: RemoteName[];
  /** The version of each remote in `rendered`. */
  versions: Partial<Record<RemoteName, string>>;
  /** The server's query cache. */
  state: DehydratedState;
}

const remoteNameSchema = v.picklist(['catalog', 'cart', 'account', 'admin']);

const serverPageSchema = v.object({
  config: runtimeConfigSchema,
  rendered: v.array(remoteNameSchema),
  versions: v.optional(v.record(remoteNameSchema, v.string()), {}),
  state: v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) }),
});

/** JSON that is safe inside a `<script>` element: no `<`, so no product name can close it or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element that carries the page's JSON, as the server writes it at the end of the body. */
export const serverPageScript = (page: ServerPage): string =>
  `<script type="application/json" id="${SERVER_PAGE_ID}">${scriptJson(page)}</script>`;

/**
 * The page's JSON as the server wrote it, or null for a page the browser renders alone. Written with `<` escaped
 * (`scriptJson`), so no product name can end the script element early.
 */
export function readServerPage(doc: Document = document): ServerPage | null {
  const element = doc.getElementById(SERVER_PAGE_ID);
  if (!element?.textContent) return null;
  try {
    const result = v.safeParse(serverPageSchema, JSON.parse(element.textContent));
    if (!result.success) return null;
    return {
      ...result.output,
      versions: result.output.versions as ServerPage['versions'],
      state: result.output.state as DehydratedState,
    };
  } catch {
    return null;
  }
}
