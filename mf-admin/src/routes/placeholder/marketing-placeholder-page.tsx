import { CampaignsSection } from '../marketing/campaigns';
import PlaceholderPage from './placeholder-page';

/** /admin/marketing until its own page arrives: the placeholder's header and the campaigns section. */
export default function MarketingPlaceholderPage() {
  return (
    <>
      <PlaceholderPage title="Marketing" />
      <CampaignsSection />
    </>
  );
}
