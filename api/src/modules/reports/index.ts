/**
 * Reports and revenue: the shop's revenue (money received less refunds, on the Lagos day it moved), the sales
 * report and its CSV, the VAT report, the USSD report and the dashboard, with the admin routes that read them. No
 * tables of its own: it reads the orders', payments', returns' and USSD sessions' tables.
 */
export { default as adminReportRoutes } from './routes/admin.js';
export { default as adminDashboardRoutes } from './routes/dashboard.js';
