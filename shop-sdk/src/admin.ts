import {
  type AdminCategory,
  type AdminProduct,
  type AdminOrder,
  type AdminOrderSummary,
  type Attribute,
  type AttributeInput,
  type CategoryInput,
  type ContactMessage,
  type ContactMessageListQuery,
  type Customer,
  type CustomerDetail,
  type Envelope,
  type OrderStatus,
  type OrderStatusChange,
  type Paginated,
  type PayLaterPlan,
  type PayLaterStatus,
  type Product,
  type ProductImage,
  type ProductInput,
} from 'shared-contracts';
import { apiClient, unwrap } from './api-client';
import { request } from './endpoints';
import type {
  ReportQuery,
  SalesReport,
  TransactionListQuery,
  TransactionPage,
  VatReport,
  VatReportQuery,
} from 'shared-contracts/schemas/admin-reports';
import type { FailedJob } from 'shared-contracts/schemas/jobs';
import type { AdminPromotion, PromotionInput } from 'shared-contracts/schemas/promotions';
import type {
  Campaign,
  CampaignInput,
  CampaignList,
  CampaignPreview,
  CampaignTestSend,
} from 'shared-contracts/schemas/campaigns';
import type {
  ReleaseAction,
  ReleaseOverview,
  ReleaseRemote,
  RemoteRelease,
} from 'shared-contracts/schemas/releases';

import type { AdminBanner, BannerInput } from 'shared-contracts/schemas/banners';
import type { NigerianState, VatClass } from 'shared-contracts/schemas/orders';
import type { AdminReview, AdminReviewListQuery, ReviewModeration } from 'shared-contracts/schemas/reviews';
import type { SynonymGroup, SynonymGroupInput } from 'shared-contracts/schemas/catalog';
import type { SearchReport, UssdReport } from 'shared-contracts/schemas/admin-reports';
import type {
  AdminSettings,
  DeliveryZone,
  HolidayInput,
  PaymentWays,
  PaymentWaysInput,
  PickupStation,
  PublicHoliday,
  SettingsChange,
  ShopDetails,
  ShopDetailsInput,
  StationInput,
  ZoneInput,
} from 'shared-contracts/schemas/settings';

const { get, post, patch, put, del } = request;

/**
 * One typed function per admin endpoint (`/api/admin/*`, ADMIN only); each answers the `data` of the response. The
 * dashboard's own endpoints, payments and returns are in admin-dashboard.ts, admin-payments.ts and admin-returns.ts.
 */
export const adminApi = {
  customers: (query: { search?: string; page?: number; page_size?: number }) =>
    get<Paginated<Customer>>('admin/customers', query),
  customer: (id: number) => get<CustomerDetail>(`admin/customers/${id}`),
  products: (query: {
    search?: string;
    category?: string;
    published?: 'true' | 'false';
    page?: number;
    page_size?: number;
  }) => get<Paginated<Product>>('admin/products', query),
  product: (id: number) => get<AdminProduct>(`admin/products/${id}`),
  createProduct: (body: ProductInput) => post<AdminProduct>('admin/products', body),
  updateProduct: (id: number, body: ProductInput) => put<AdminProduct>(`admin/products/${id}`, body),
  deleteProduct: (id: number) => del<null>(`admin/products/${id}`),
  uploadImage: async (productId: number, file: Blob, alt = '') => {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    const response = await apiClient.post<Envelope<ProductImage>>(
      `admin/products/${productId}/images`,
      form,
      {
        headers: { 'Content-Type': 'multipart/form-data' },
      },
    );
    return unwrap(response);
  },
  deleteImage: (productId: number, imageId: number) =>
    del<null>(`admin/products/${productId}/images/${imageId}`),
  /** Each with its translations (`translations`: name and description in pcm, ha, yo, ig where it has them). */
  categories: () => get<AdminCategory[]>('admin/categories'),
  createCategory: (body: CategoryInput) => post<AdminCategory>('admin/categories', body),
  updateCategory: (id: number, body: CategoryInput) => put<AdminCategory>(`admin/categories/${id}`, body),
  deleteCategory: (id: number) => del<null>(`admin/categories/${id}`),
  attributes: () => get<Attribute[]>('admin/attributes'),
  createAttribute: (body: AttributeInput) => post<Attribute>('admin/attributes', body),
  updateAttribute: (id: number, body: AttributeInput) => put<Attribute>(`admin/attributes/${id}`, body),
  deleteAttribute: (id: number) => del<null>(`admin/attributes/${id}`),
  orders: (query: { status?: OrderStatus; search?: string; page?: number; page_size?: number }) =>
    get<Paginated<AdminOrderSummary>>('admin/orders', query),
  order: (id: number) => get<AdminOrder>(`admin/orders/${id}`),
  setOrderStatus: (id: number, change: OrderStatusChange) =>
    patch<AdminOrder>(`admin/orders/${id}/status`, change),
  payLaterPlans: (query: { status?: PayLaterStatus }) => get<PayLaterPlan[]>('admin/pay-later', query),
  approvePlan: (id: number) => post<PayLaterPlan>(`admin/pay-later/${id}/approve`),
  rejectPlan: (id: number) => post<PayLaterPlan>(`admin/pay-later/${id}/reject`),
  recordInstalment: (id: number, amount?: number) =>
    post<PayLaterPlan>(`admin/pay-later/${id}/instalments`, amount === undefined ? {} : { amount }),
  contactMessages: (query: ContactMessageListQuery = {}) =>
    get<Paginated<ContactMessage>>('admin/contact-messages', query),
  setContactMessageHandled: (id: number, handled: boolean) =>
    patch<ContactMessage>(`admin/contact-messages/${id}`, { handled }),
  transactions: (query: TransactionListQuery = {}) => get<TransactionPage>('admin/transactions', query),
  reports: (query: ReportQuery) => get<SalesReport>('admin/reports', query),
  vatReport: (query: VatReportQuery) => get<VatReport>('admin/reports/vat', query),
  ussdReport: () => get<UssdReport>('admin/reports/ussd'),
  releases: () => get<ReleaseOverview>('admin/releases'),
  releaseAction: (remote: ReleaseRemote, action: ReleaseAction) =>
    post<RemoteRelease>(`admin/releases/${remote}/actions`, action),
  promotions: () => get<AdminPromotion[]>('admin/promotions'),
  createPromotion: (body: PromotionInput) => post<AdminPromotion>('admin/promotions', body, { retry: false }),
  updatePromotion: (id: number, body: PromotionInput) => put<AdminPromotion>(`admin/promotions/${id}`, body),
  promotionAction: (id: number, action: PromotionAction) =>
    post<AdminPromotion>(`admin/promotions/${id}/${action}`),
  campaigns: () => get<CampaignList>('admin/campaigns'),
  createCampaign: (body: CampaignInput) => post<Campaign>('admin/campaigns', body),
  updateCampaign: (id: number, body: CampaignInput) => put<Campaign>(`admin/campaigns/${id}`, body),
  deleteCampaign: (id: number) => del<null>(`admin/campaigns/${id}`),
  campaignPreview: (id: number) => get<CampaignPreview>(`admin/campaigns/${id}/preview`),
  testCampaign: (id: number) =>
    post<CampaignTestSend>(`admin/campaigns/${id}/test`, undefined, { retry: false }),
  sendCampaign: (id: number) => post<Campaign>(`admin/campaigns/${id}/send`),
  failedJobs: (query: { page?: number; page_size?: number }) =>
    get<Paginated<FailedJob>>('admin/jobs/failed', query),
  retryJob: (id: string) =>
    post<{ id: string; retried: true }>(`admin/jobs/${encodeURIComponent(id)}/retry`, undefined, {
      retry: false,
    }),
  invoicePdf: async (orderId: number) =>
    (await apiClient.get<Blob>(`admin/orders/${orderId}/invoice.pdf`, { responseType: 'blob' })).data,
  reviews: (query: AdminReviewListQuery) => get<Paginated<AdminReview>>('admin/reviews', query),
  moderateReview: (id: number, body: ReviewModeration) => patch<AdminReview>(`admin/reviews/${id}`, body),
};

export type PromotionAction = 'pause' | 'resume' | 'end';

/** /api/admin/settings/*: one typed call per endpoint. */
export const settingsApi = {
  all: () => get<AdminSettings>('admin/settings'),
  history: (page: number) => get<Paginated<SettingsChange>>('admin/settings/history', { page }),
  shop: (body: ShopDetailsInput) => put<ShopDetails>('admin/settings/shop', body),
  vat: (rate: number) => put<{ rate: number }>('admin/settings/vat', { rate }),
  paymentWays: (body: PaymentWaysInput) => put<PaymentWays>('admin/settings/payment-ways', body),
  createZone: (body: ZoneInput) => post<DeliveryZone>('admin/settings/zones', body),
  updateZone: (id: number, body: ZoneInput) => put<DeliveryZone>(`admin/settings/zones/${id}`, body),
  deleteZone: (id: number) => del<null>(`admin/settings/zones/${id}`),
  moveState: (zoneId: number, state: NigerianState) =>
    post<DeliveryZone[]>(`admin/settings/zones/${zoneId}/states`, { state }),
  createStation: (body: StationInput) => post<PickupStation>('admin/settings/stations', body),
  updateStation: (id: number, body: StationInput) =>
    put<PickupStation>(`admin/settings/stations/${id}`, body),
  addHoliday: (body: HolidayInput) => post<PublicHoliday>('admin/settings/holidays', body),
  removeHoliday: (id: number) => del<null>(`admin/settings/holidays/${id}`),
  categoryVat: (id: number, vat_class: VatClass) =>
    put<unknown>(`admin/settings/vat/categories/${id}`, { vat_class }),
  productVat: (id: number, vat_class: VatClass | null) =>
    put<unknown>(`admin/settings/vat/products/${id}`, { vat_class }),
};

/** The admin's search endpoints: synonyms (`admin/search-synonyms`) and the Searches report. */
export const searchApi = {
  synonyms: () => get<SynonymGroup[]>('admin/search-synonyms'),
  createSynonyms: (body: SynonymGroupInput) => post<SynonymGroup>('admin/search-synonyms', body),
  updateSynonyms: (id: number, body: SynonymGroupInput) =>
    put<SynonymGroup>(`admin/search-synonyms/${id}`, body),
  deleteSynonyms: (id: number) => del<null>(`admin/search-synonyms/${id}`),
  report: () => get<SearchReport>('admin/reports/searches'),
};

/** The home page's promotion banners (`/api/admin/banners`). */
export const bannersApi = {
  list: () => get<AdminBanner[]>('admin/banners'),
  create: (body: BannerInput) => post<AdminBanner>('admin/banners', body, { retry: false }),
  update: (id: number, body: BannerInput) => put<AdminBanner>(`admin/banners/${id}`, body),
  remove: (id: number) => del<null>(`admin/banners/${id}`),
  /** Uploads (or replaces) the banner's picture; the API makes its widths and formats. */
  uploadPicture: async (id: number, file: Blob, alt: string) => {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    const response = await apiClient.post<Envelope<AdminBanner>>(`admin/banners/${id}/picture`, form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return unwrap(response);
  },
};
