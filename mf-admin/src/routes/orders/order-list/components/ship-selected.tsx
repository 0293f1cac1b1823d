import { useState } from 'react';
import styled from 'styled-components';
import type { ShipResult } from 'shared-contracts/schemas/delivery';
import { errorMessage, notify } from 'shop-sdk';
import { Badge } from 'shared-contracts/ui/badge';
import { Button } from 'shared-contracts/ui/button';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { Card, CardTitle, Muted, Row } from 'shared-contracts/ui/layout';
import { theme } from 'shared-contracts/ui/theme';
import { TextLink } from '../../../../components/common/layout';
import { useShipOrders } from '../../../../hooks/api/delivery';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { SHIP_FAILED, SHIP_OUTCOMES } from '../../common/ship-outcome';

/** The API ships at most this many orders at once. */
const MOST_AT_ONCE = 50;

const Bar = styled(Row)`
  align-items: center;
  margin-bottom: 12px;
`;

/** One order a line, its outcome beside its number and the reason under them: readable on a phone. */
const Outcomes = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    padding: 8px 0;
    border-top: 1px solid ${theme.border};
    overflow-wrap: anywhere;
  }
  li:first-child {
    border-top: 0;
  }
  p {
    margin: 4px 0 0;
    font-size: 14px;
  }
`;

/** "2 booked, 1 not shipped": how many of each outcome, in the order the outcomes go. */
function counted(results: readonly ShipResult[]): string {
  return (Object.keys(SHIP_OUTCOMES) as ShipResult['outcome'][])
    .map((outcome) => [results.filter((r) => r.outcome === outcome).length, outcome] as const)
    .filter(([count]) => count > 0)
    .map(([count, outcome]) => `${count} ${SHIP_OUTCOMES[outcome].label.toLowerCase()}`)
    .join(', ');
}

/** What Ship did with each order: booked (with its tracking code), waiting for the courier, or not shipped and why. */
export function ShipSummary({
  results,
  onDismiss,
}: {
  results: readonly ShipResult[];
  onDismiss: () => void;
}) {
  return (
    <Card aria-labelledby="ship-summary">
      <CardTitle id="ship-summary">Ship selected: {counted(results)}</CardTitle>
      <Outcomes>
        {results.map((result) => (
          <li key={result.order_id}>
            <Row as="span" $gap={8}>
              <TextLink to={`/admin/orders/${result.order_id}`} $strong>
                {result.order_number}
              </TextLink>
              <Badge $tone={SHIP_OUTCOMES[result.outcome].tone}>{SHIP_OUTCOMES[result.outcome].label}</Badge>
              {result.tracking_code ? <Muted as="span">Tracking {result.tracking_code}</Muted> : null}
            </Row>
            <p>{result.message}</p>
          </li>
        ))}
      </Outcomes>
      <Button $variant="secondary" $small onClick={onDismiss}>
        Dismiss
      </Button>
    </Card>
  );
}

/**
 * Ship selected: books the orders the admin ticked with the courier, after asking, and hands back what happened to
 * each. Only orders confirmed or being prepared can be ticked; the API refuses any it cannot ship, with its reason.
 */
export function ShipSelected({
  orderIds,
  onShipped,
  onClear,
}: {
  orderIds: readonly number[];
  onShipped: (results: ShipResult[]) => void;
  onClear: () => void;
}) {
  const ship = useShipOrders();
  const { pending, run } = useSingleFlight();
  const [asking, setAsking] = useState(false);
  const count = orderIds.length;
  const tooMany = count > MOST_AT_ONCE;
  const orders = count === 1 ? '1 order' : `${count} orders`;

  const confirm = () =>
    run(async () => {
      try {
        onShipped(await ship.mutateAsync([...orderIds]));
      } catch (error) {
        notify.error(errorMessage(error, SHIP_FAILED));
      }
      setAsking(false);
    });

  return (
    <Bar>
      <Muted as="span">
        {count === 0 ? 'Tick confirmed or processing orders to ship them.' : `${orders} selected`}
      </Muted>
      <Button $small disabled={count === 0 || tooMany || pending} onClick={() => setAsking(true)}>
        Ship selected
      </Button>
      {count > 0 ? (
        <Button $small $variant="secondary" disabled={pending} onClick={onClear}>
          Clear
        </Button>
      ) : null}
      {tooMany ? <Muted as="span">Ship at most {MOST_AT_ONCE} orders at once.</Muted> : null}
      {asking && (
        <ConfirmDialog
          title={`Ship ${orders} with the courier?`}
          confirmLabel={pending ? 'Shipping…' : count === 1 ? 'Yes, ship it' : 'Yes, ship them'}
          tone="primary"
          pending={pending}
          onConfirm={() => void confirm()}
          onClose={() => {
            if (!pending) setAsking(false);
          }}
        >
          Each order is booked with the courier and moves to processing. Any the courier does not answer for
          waits in Deliveries while the shop tries again.
        </ConfirmDialog>
      )}
    </Bar>
  );
}
