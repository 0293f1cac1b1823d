/**
 * Contact messages: what shoppers send from the contact dialog, and the admin's list of them (handled or waiting
 * for an answer).
 */
export { default as adminContactMessageRoutes } from './routes/admin.js';
export { addContactMessage } from './contact.js';
