import { Banner } from 'shared-contracts/ui/banner';
import { TextLink } from '../../../components/common/layout';
import { useReturnsWaiting } from '../../../hooks/api/returns';

/** Returns waiting for the shop: to decide on, and received but not yet refunded; nothing when none wait. */
export function ReturnsWaiting() {
  const waiting = useReturnsWaiting();
  if (!waiting.data) return null;
  const { requested, received } = waiting.data;
  if (requested + received === 0) return null;
  return (
    <Banner tone="warning">
      <p>
        Returns waiting: {`${requested} to decide on`}, {`${received} received to refund`}.{' '}
        <TextLink to={requested > 0 ? '/admin/returns?status=requested' : '/admin/returns?status=received'}>
          Open the Returns queue
        </TextLink>
      </p>
    </Banner>
  );
}
