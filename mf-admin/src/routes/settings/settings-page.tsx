import { Stack } from 'shared-contracts/ui/layout';
import { ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { AdminPageHeader } from '../../components/common/layout';
import { useAdminSettings } from '../../hooks/api/settings';
import { HistorySection } from './components/history-section';
import { HolidaysSection } from './components/holidays-section';
import { PaymentWaysForm } from './components/payment-ways-form';
import { ShopDetailsForm } from './components/shop-details-form';
import { StationsSection } from './components/stations-section';
import { VatSection } from './components/vat-section';
import { ZonesSection } from './components/zones-section';

/** /admin/settings: what the shop sells by (docs/admin.md, "Settings"); each change is kept in the history. */
export default function SettingsPage() {
  const settings = useAdminSettings();
  return (
    <>
      <AdminPageHeader
        title="Settings"
        subtitle="Shop details, delivery, pickup stations, public holidays, VAT and payment ways. A change applies from the next quote; placed orders keep theirs."
      />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState message="The settings could not be loaded." onRetry={() => void settings.refetch()} />
      ) : (
        <Stack $gap={16}>
          <ShopDetailsForm key={settings.data.updated_at} shop={settings.data.shop} />
          <ZonesSection zones={settings.data.zones} />
          <StationsSection stations={settings.data.stations} />
          <HolidaysSection holidays={settings.data.holidays} />
          <VatSection
            key={`vat-${settings.data.vat_rate}`}
            rate={settings.data.vat_rate}
            categories={settings.data.categories}
            overrides={settings.data.product_overrides}
          />
          <PaymentWaysForm key={`ways-${settings.data.updated_at}`} ways={settings.data.payment_ways} />
          <HistorySection />
        </Stack>
      )}
    </>
  );
}
