import { Stack } from 'shared-contracts/ui/layout';
import { AdminPageHeader } from '../../../components/common/layout';
import { CampaignsSection } from '../campaigns';
import { PromotionsSection } from '../components/promotions-section';

/** /admin/marketing: Promotions first, then the newsletter's Campaigns. */
export default function MarketingPage() {
  return (
    <>
      <AdminPageHeader title="Marketing" subtitle="Promotions and newsletter campaigns." />
      <Stack $gap={32}>
        <PromotionsSection />
        <CampaignsSection />
      </Stack>
    </>
  );
}
