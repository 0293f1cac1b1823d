import { useIntl } from 'react-intl';
import { SectionNotFound } from 'shop-sdk/ui/section-not-found';
import { notFoundMessages } from '../not-found.messages';

/** A path under the catalog's prefixes that names no catalog page. */
export default function CatalogNotFoundPage() {
  const { formatMessage: t } = useIntl();
  return (
    <SectionNotFound
      message={t(notFoundMessages.noSuchPage)}
      back={{ to: '/products', label: t(notFoundMessages.browseAll) }}
    />
  );
}
