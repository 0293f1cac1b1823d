/**
 * The email of a customer as the admin API answers it (`email` on customers, orders, returns, transactions), or null
 * for an account made with a phone number alone: the API sends its number there, so lists can show and search it,
 * but it is no address to mail.
 */
export const customerEmail = (value: string): string | null => (value.includes('@') ? value : null);
