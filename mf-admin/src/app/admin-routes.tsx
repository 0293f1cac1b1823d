import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from 'shared-contracts/ui/states';
import { AdminLayout } from '../components/layout/admin-layout';
import { RequireAdmin } from '../components/layout/require-admin';
import NoMatchPage from '../routes/no-match/no-match-page';

const LoginPage = lazy(() => import('../routes/login/login-page'));
const DashboardPage = lazy(() => import('../routes/dashboard/dashboard-page'));
const CustomerListPage = lazy(() => import('../routes/customers/customer-list/customer-list-page'));
const ProductListPage = lazy(() => import('../routes/products/product-list/product-list-page'));
const ProductCreatePage = lazy(() => import('../routes/products/product-create/product-create-page'));
const ProductEditPage = lazy(() => import('../routes/products/product-edit/product-edit-page'));
const ProductViewPage = lazy(() => import('../routes/products/product-view/product-view-page'));
const AttributeListPage = lazy(() => import('../routes/attributes/attribute-list/attribute-list-page'));
const CategoryListPage = lazy(() => import('../routes/categories/category-list/category-list-page'));
const OrderListPage = lazy(() => import('../routes/orders/order-list/order-list-page'));
const OrderDetailPage = lazy(() => import('../routes/orders/order-detail/order-detail-page'));
const PackingSlipPage = lazy(() => import('../routes/orders/packing-slip/packing-slip-page'));
const PayLaterListPage = lazy(() => import('../routes/pay-later/pay-later-list/pay-later-list-page'));
const ReturnListPage = lazy(() => import('../routes/returns/return-list-page'));
const TransactionListPage = lazy(
  () => import('../routes/transactions/transaction-list/transaction-list-page'),
);
const TransferListPage = lazy(() => import('../routes/transfers/transfer-list/transfer-list-page'));
const DeliveryListPage = lazy(() => import('../routes/deliveries/delivery-list/delivery-list-page'));
const SalesReportPage = lazy(() => import('../routes/reports/sales-report/sales-report-page'));
const MessageListPage = lazy(() => import('../routes/support/message-list/message-list-page'));
const MarketingPage = lazy(() => import('../routes/marketing/marketing-page/marketing-page'));
const ReleaseOverviewPage = lazy(() => import('../routes/releases/release-overview/release-overview-page'));
const SettingsPage = lazy(() => import('../routes/settings/settings-page'));
const SearchSettingsPage = lazy(() => import('../routes/search/search-settings-page'));
const ReviewListPage = lazy(() => import('../routes/reviews/review-list-page'));
const FailedJobListPage = lazy(() => import('../routes/jobs/failed-job-list/failed-job-list-page'));

/** Everything under /admin/*; the shell (or the standalone harness) mounts it there. */
export default function AdminRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Routes>
        <Route path="auth/login" element={<LoginPage />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="customers" element={<CustomerListPage />} />
          <Route path="products" element={<ProductListPage />} />
          <Route path="products/add-product" element={<ProductCreatePage />} />
          <Route path="products/edit-product/:productId" element={<ProductEditPage />} />
          <Route path="products/view-product/:productId" element={<ProductViewPage />} />
          <Route path="attributes" element={<AttributeListPage />} />
          <Route path="categories" element={<CategoryListPage />} />
          <Route path="orders" element={<OrderListPage />} />
          <Route path="orders/:orderId" element={<OrderDetailPage />} />
          <Route path="orders/:orderId/packing-slip" element={<PackingSlipPage />} />
          <Route path="pay-later" element={<PayLaterListPage />} />
          <Route path="returns" element={<ReturnListPage />} />
          <Route path="transactions" element={<TransactionListPage />} />
          <Route path="transfers" element={<TransferListPage />} />
          <Route path="deliveries" element={<DeliveryListPage />} />
          <Route path="reports" element={<SalesReportPage />} />
          <Route path="support" element={<MessageListPage />} />
          <Route path="releases" element={<ReleaseOverviewPage />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="marketing" element={<MarketingPage />} />
          <Route path="search" element={<SearchSettingsPage />} />
          <Route path="reviews" element={<ReviewListPage />} />
          <Route path="failed-jobs" element={<FailedJobListPage />} />
          <Route path="*" element={<NoMatchPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
