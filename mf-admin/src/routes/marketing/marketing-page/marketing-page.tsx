import { Stack } from 'shared-contracts/ui/layout';
import { AdminPageHeader } from '../../../components/common/layout';
import { PromotionsSection } from '../components/promotions-section';

/**
 * /admin/marketing: Promotions first, then Campaigns (the newsletter's own section, a component of its own that
 * goes below the promotions).
 */
export default function MarketingPage() {
  return (
    <>
      <AdminPageHeader title="Marketing" subtitle="Promotions and newsletter campaigns." />
      <Stack $gap={32}>
        <PromotionsSection />
        {/* Campaigns: <CampaignsSection /> */}
      </Stack>
    </>
  );
}
