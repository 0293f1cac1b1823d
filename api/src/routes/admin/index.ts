import type { FastifyPluginAsync } from 'fastify';
import {
  adminAttributeRoutes as attributeRoutes,
  adminCategoryRoutes as categoryRoutes,
  adminProductRoutes as productRoutes,
  adminSearchReportRoutes as searchReportRoutes,
  adminSearchSynonymRoutes as searchSynonymRoutes,
} from '../../modules/catalog/index.js';
import {
  adminBannersRoutes as bannerRoutes,
  adminCampaignsRoutes as campaignRoutes,
  adminPromotionsRoutes as promotionRoutes,
} from '../../modules/promotions/index.js';
import { adminContactMessageRoutes as contactMessageRoutes } from '../../modules/contact/index.js';
import { adminCustomerRoutes as customerRoutes } from '../../modules/customers/index.js';
import {
  adminDashboardRoutes as dashboardRoutes,
  adminReportRoutes as reportRoutes,
} from '../../modules/reports/index.js';
import jobRoutes from './jobs.js';
import {
  adminPaymentsRoutes as paymentRoutes,
  adminPayLaterRoutes as payLaterRoutes,
  adminTransactionsRoutes as transactionRoutes,
} from '../../modules/payments/index.js';
import { adminReleaseRoutes as releaseRoutes } from '../../modules/releases/index.js';
import { adminReviewRoutes as reviewAdminRoutes } from '../../modules/reviews/index.js';
import {
  adminOrdersRoutes as orderRoutes,
  adminReturnsRoutes as returnRoutes,
  changeOrderStatus,
  customerOrders,
} from '../../modules/orders/index.js';
import { adminSettingsRoutes as settingsRoutes } from '../../modules/settings/index.js';
import { adminTransferRoutes } from '../../modules/transfers/index.js';
import { adminDeliveryRoutes } from '../../modules/delivery/index.js';

/** Everything under /api/admin: ADMIN only (401 without a valid token, 403 for shoppers), checked before the body is read. */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  await fastify.register(dashboardRoutes);
  // A customer's orders come from the orders module: it uses the customers module, not the other way round.
  await fastify.register(customerRoutes, { ordersOf: customerOrders });
  await fastify.register(productRoutes);
  await fastify.register(categoryRoutes);
  await fastify.register(attributeRoutes);
  await fastify.register(orderRoutes);
  await fastify.register(paymentRoutes);
  await fastify.register(payLaterRoutes, { changeOrderStatus });
  await fastify.register(contactMessageRoutes);
  await fastify.register(transactionRoutes);
  await fastify.register(adminTransferRoutes);
  await fastify.register(adminDeliveryRoutes);
  await fastify.register(reportRoutes);
  await fastify.register(releaseRoutes);
  await fastify.register(searchSynonymRoutes);
  await fastify.register(settingsRoutes);
  await fastify.register(promotionRoutes);
  await fastify.register(bannerRoutes);
  await fastify.register(campaignRoutes);
  await fastify.register(searchReportRoutes);
  await fastify.register(returnRoutes);
  await fastify.register(reviewAdminRoutes);
  await fastify.register(jobRoutes);
};

export default adminRoutes;
