import { Link } from 'react-router-dom';
import { SHIPMENT_STATUS_WORDS, type AdminShipment } from 'shared-contracts/schemas/delivery';
import { Badge } from 'shared-contracts/ui/badge';
import { Card, Muted, Stack } from 'shared-contracts/ui/layout';
import type { Tone } from 'shared-contracts/ui/theme';
import { DataTable } from '../../../components/common/data-table';
import { AdminPageHeader } from '../../../components/common/layout';
import { ListResults } from '../../../components/common/list-page';
import { useShipmentQueue } from '../../../hooks/api/delivery';
import { formatDateTime } from '../../../lib/format';

type QueueStatus = AdminShipment['status'];

/** A booking the courier has not taken yet is the shop's to wait on; the rest are parcels that did not arrive. */
const statusWords = (status: QueueStatus) =>
  status === 'waiting' ? 'Waiting for the courier' : SHIPMENT_STATUS_WORDS[status];
const statusTone = (status: QueueStatus): Tone =>
  status === 'waiting'
    ? 'warning'
    : status === 'failed_attempt' || status === 'returned'
      ? 'danger'
      : 'neutral';

/**
 * /admin/deliveries: the shipments that need the admin, as the API lists them: bookings waiting for the courier
 * (the shop tries again), failed delivery attempts and returned parcels, each with its order and the courier's
 * latest words.
 */
export default function DeliveryListPage() {
  const queue = useShipmentQueue();
  return (
    <Stack>
      <AdminPageHeader
        title="Deliveries"
        subtitle="Parcels that need you: bookings the courier has not taken yet, failed delivery attempts and parcels returned to the shop."
      />
      <Card>
        <ListResults
          query={queue}
          loading="Loading deliveries…"
          empty="No parcel needs you: none is waiting for the courier, failed delivery or came back."
        >
          {(shipments) => (
            <DataTable
              rows={shipments}
              rowKey={(s) => s.id}
              stack
              label="Deliveries that need you"
              columns={[
                {
                  header: 'Order',
                  noWrap: true,
                  cell: (s) => <Link to={`/admin/orders/${s.order_id}`}>{s.order_number}</Link>,
                },
                { header: 'Customer', cell: (s) => s.customer },
                { header: 'State', cell: (s) => s.state },
                { header: 'Courier', cell: (s) => s.courier ?? '—' },
                { header: 'Tracking code', noWrap: true, cell: (s) => s.tracking_code ?? '—' },
                {
                  header: 'Status',
                  cell: (s) => <Badge $tone={statusTone(s.status)}>{statusWords(s.status)}</Badge>,
                },
                { header: 'Note', cell: (s) => (s.note ? <Muted as="span">{s.note}</Muted> : '—') },
                { header: 'When', noWrap: true, cell: (s) => formatDateTime(s.updated_at) },
              ]}
            />
          )}
        </ListResults>
      </Card>
    </Stack>
  );
}
