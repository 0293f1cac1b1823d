/**
 * Marks a part of a server-rendered page that must run as soon as the page loads, not at the shopper's first touch
 * (docs/performance.md, "Hydrated on the first touch"): a countdown that ticks. A page that holds one hydrates at
 * once.
 */
export const HYDRATE_AT_ONCE = 'data-hydrate-at-once';
