import { AdminPageHeader } from '../../components/common/layout';

/** Sections the SPEC lists as placeholders only. */
export default function PlaceholderPage({ title }: { title: string }) {
  return <AdminPageHeader title={title} />;
}
