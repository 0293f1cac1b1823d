import { AdminPageHeader } from '../../components/common/layout';

/** Sections that are placeholders only (docs/storefront.md §2.1). */
export default function PlaceholderPage({ title }: { title: string }) {
  return <AdminPageHeader title={title} />;
}
