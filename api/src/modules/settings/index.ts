/**
 * Settings and delivery: the shop's details (and the sign-off its mails end with), the VAT rate and the VAT classes
 * of categories and products, the ways to pay, the delivery zones and their states, the pickup stations, the public
 * holidays and the history of every change, with the admin's Settings routes and what the storefront reads of them.
 */
export { default as adminSettingsRoutes } from './routes/admin.js';
export { default as storeSettingsRoutes } from './routes/store.js';
export { loadSettingsRow, type SettingsRow } from './shop.js';
export { shopSignOff, signOffOf } from './sign-off.js';
export { storeSettings } from './store.js';
export { recordSettingsChange } from './history.js';
export { holidayDays } from './holidays.js';
export { zoneOfState } from './zones.js';
export { listStations, loadStation } from './stations.js';
/** Its tables, for the seed (which reads the zones' fees) and the tests that read them. */
export * from './tables.js';
export * as settingsTables from './tables.js';
