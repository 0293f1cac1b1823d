/**
 * The USSD storefront (docs/ussd.md): the shop from any phone, by Africa's Talking's USSD gateway. The routes
 * (`POST /ussd?key=…`, `POST /ussd/events?key=…`), the sessions and the hops' answers kept so a callback sent again
 * does nothing again (`sessions.ts`), the menus (`menu.ts`, one state per screen: `menu-state.ts`), the screens in
 * GSM-7 at most 160 characters (`gsm7.ts`), and what the menus read and do through the other modules: the catalogue
 * and its search, the cart, the shop's one checkout, the orders, the settings (`shop.ts`).
 */
export { default as ussdRoutes } from './routes/ussd.js';
export { default as ussdPurgePlugin } from './purge-plugin.js';
/** Its tables, for the tests that read them. */
export * from './tables.js';
export * as ussdTables from './tables.js';
