import { useIntl } from 'react-intl';
import { SectionNotFound } from 'shop-sdk/ui/section-not-found';
import { cartMessages as m } from '../../features/cart/cart.messages';

/** A path the cart's subtree was given that names none of its pages. */
export default function CartNotFoundPage() {
  const { formatMessage: t } = useIntl();
  return <SectionNotFound message={t(m.notFound)} back={{ to: '/cart', label: t(m.goToCart) }} />;
}
