/** A customer's page: the Customers list with their details open (`?open=`), as a link from any admin page. */
export const customerPath = (customerId: number) => `/admin/customers?open=${customerId}`;
