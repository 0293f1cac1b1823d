import { Stack } from 'shared-contracts/ui/layout';
import { AdminPageHeader } from '../../../components/common/layout';
import { BannersSection } from '../banners/banners-section';
import { CampaignsSection } from '../campaigns';
import { PromotionsSection } from '../components/promotions-section';

/** /admin/marketing: Promotions first, then the home page's banners, then the newsletter's Campaigns. */
export default function MarketingPage() {
  return (
    <>
      <AdminPageHeader title="Marketing" subtitle="Promotions, home page banners and newsletter campaigns." />
      <Stack $gap={32}>
        <PromotionsSection />
        <BannersSection />
        <CampaignsSection />
      </Stack>
    </>
  );
}
