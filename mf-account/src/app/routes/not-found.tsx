import { useIntl } from 'react-intl';
import { SectionNotFound } from 'shop-sdk/ui/section-not-found';
import { notFoundMessages as m } from '../app.messages';

/** A path under the account's prefixes that names none of its pages. */
export default function AccountNotFoundPage() {
  const { formatMessage: t } = useIntl();
  return <SectionNotFound message={t(m.message)} back={{ to: '/account', label: t(m.back) }} />;
}
