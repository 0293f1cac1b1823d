/**
 * The id of the footer's place on the page: the footer itself, or the room the layout keeps for it while its code is
 * on its way (shell/src/app/root-layout.tsx fetches that code once this place nears the screen).
 */
export const FOOTER_ID = 'shop-footer';
