/**
 * The cart and the wishlist: a shopper's cart (adding, changing, removing, clearing its lines) and the products
 * kept for later (moved into the cart in one step), with the shop's routes that serve them.
 */
export { default as cartRoutes } from './routes/cart.js';
export { default as wishlistRoutes } from './routes/wishlist.js';
export { addToCart, cartLineCount, loadCart, removeFromCart } from './cart.js';
/** Its tables, for checkout (which places the cart's lines and empties it) and the tests that read them. */
export * from './tables.js';
export * as cartTables from './tables.js';
