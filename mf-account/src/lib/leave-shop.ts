/** Sends the browser to another site (the payment provider's page). Its own module, so tests can stand in for it. */
export function leaveShopFor(url: string): void {
  window.location.assign(url);
}
