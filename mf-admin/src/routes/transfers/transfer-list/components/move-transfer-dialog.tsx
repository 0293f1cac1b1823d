import { useState, type FormEvent } from 'react';
import { formatNaira, validate } from 'shared-contracts';
import { transferMoveSchema, type AdminTransfer } from 'shared-contracts/schemas/transfers';
import { errorMessage, notify } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Form, TextField } from 'shared-contracts/ui/field';
import { useMoveTransfer } from '../../../../hooks/api/transfers';
import { useSingleFlight } from '../../../../hooks/use-single-flight';
import { formatDateTime } from '../../../../lib/format';

/** What the transfer's money moves: all of it, less what the order named already holds of it. */
const movingTo = (transfer: AdminTransfer, orderNumber: string) =>
  transfer.amount - (transfer.orders.find((o) => o.order_number === orderNumber)?.amount ?? 0);

/** Where the transfer's money is now, in words. */
const whereNow = (transfer: AdminTransfer) =>
  [
    ...transfer.orders.map((o) => `${formatNaira(o.amount)} on order ${o.order_number}`),
    ...(transfer.to_credit > 0 ? [`${formatNaira(transfer.to_credit)} in store credit`] : []),
  ].join(', ');

/** What the orders the transfer paid until now do once it moves. */
function givenBack(orders: AdminTransfer['orders']) {
  const [first] = orders;
  if (!first) return '';
  if (orders.length === 1)
    return ` Order ${first.order_number} gives back its ${formatNaira(first.amount)} and waits for a transfer again.`;
  return ` Orders ${orders.map((o) => o.order_number).join(', ')} give back what they had of it and wait for a transfer again.`;
}

/**
 * Move asks twice: first the number of the order the transfer pays instead (the sender meant another order, or paid
 * into the wrong shopper's account), then to confirm in words what moves where. The API's refusal (an order not
 * waiting for a transfer, one already being prepared, credit already spent) is shown in the dialog.
 */
export function MoveTransferDialog({ transfer, onClose }: { transfer: AdminTransfer; onClose: () => void }) {
  const move = useMoveTransfer();
  const { pending, run } = useSingleFlight();
  const [typed, setTyped] = useState('');
  const [numberError, setNumberError] = useState<string>();
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    if (!pending) onClose();
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(transferMoveSchema, { order_number: typed.toUpperCase() });
    if (!checked.success) {
      setNumberError(checked.errors.order_number?.[0]);
      return;
    }
    setNumberError(undefined);
    setRefusal(null);
    setOrderNumber(checked.output.order_number);
  };

  if (orderNumber === null)
    return (
      <Dialog
        key="ask"
        title="Move this transfer to another order"
        description={`${formatNaira(transfer.amount)} from ${transfer.sender_name ?? 'an unknown sender'}, ${formatDateTime(transfer.paid_at)}. Now: ${whereNow(transfer) || 'nowhere yet'}.`}
        onClose={close}
      >
        <Form onSubmit={next} noValidate aria-label="Order to move the transfer to">
          <TextField
            label="Order number"
            hint="The order the sender meant: the transfer pays it first."
            autoComplete="off"
            placeholder="KSW-…"
            value={typed}
            error={numberError}
            onChange={(event) => setTyped(event.target.value)}
          />
          <DialogActions>
            <Button $variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Next</Button>
          </DialogActions>
        </Form>
      </Dialog>
    );

  const moving = movingTo(transfer, orderNumber);
  const confirm = () =>
    run(async () => {
      try {
        await move.mutateAsync({ transferId: transfer.id, order_number: orderNumber });
        notify.success(`${formatNaira(moving)} moved to order ${orderNumber}.`);
        onClose();
      } catch (e) {
        setRefusal(errorMessage(e, 'The transfer was not moved.'));
      }
    });

  return (
    <Dialog
      key="confirm"
      role="alertdialog"
      title={`Move ${formatNaira(moving)} from this transfer to order ${orderNumber}?`}
      description={
        <>
          <p>
            It pays order {orderNumber} first; what that order does not need becomes its shopper&apos;s store
            credit.
            {givenBack(transfer.orders.filter((o) => o.order_number !== orderNumber))}
          </p>
          <p>The shopper&apos;s ledger records that you moved it.</p>
        </>
      }
      onClose={close}
    >
      {refusal && <Banner tone="error">{refusal}</Banner>}
      <DialogActions>
        <Button $variant="secondary" onClick={() => setOrderNumber(null)} disabled={pending} data-autofocus>
          Back
        </Button>
        <Button onClick={() => void confirm()} disabled={pending} aria-busy={pending}>
          {pending ? 'Moving…' : `Move ${formatNaira(moving)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
