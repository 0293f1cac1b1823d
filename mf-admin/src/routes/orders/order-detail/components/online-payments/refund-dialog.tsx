import { useState } from 'react';
import { fromKobo, naira, type OnlinePayment } from 'shared-contracts';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { TextField } from 'shared-contracts/ui/field';
import { leftToRefundKobo, typedRefund } from './refund-amount';

/** Refund asks first: how much (all that is left when empty) goes back to the customer through Paystack. */
export function RefundDialog({
  orderNumber,
  payment,
  pending,
  onConfirm,
  onClose,
}: {
  orderNumber: string;
  payment: OnlinePayment;
  pending: boolean;
  onConfirm: (amount: number | undefined) => void;
  onClose: () => void;
}) {
  // Computed in whole kobo: Naira in floats would refuse or round an amount a kobo off.
  const leftKobo = leftToRefundKobo(payment);
  const [text, setText] = useState('');
  const typed = typedRefund(text, leftKobo);
  const invalid = typed?.error;
  const kobo = typed?.kobo ?? leftKobo;
  return (
    <ConfirmDialog
      title={`Refund order ${orderNumber}?`}
      confirmLabel={`Refund ${naira(kobo)}`}
      cancelLabel="Keep the money"
      pending={pending}
      onClose={onClose}
      onConfirm={() => {
        if (!invalid) onConfirm(typed ? fromKobo(kobo) : undefined);
      }}
    >
      <p>
        {naira(kobo)} goes back to the customer through Paystack ({payment.reference}). This cannot be undone.
      </p>
      <TextField
        label="Amount to refund (₦)"
        hint={`Leave empty to refund all that is left: ${naira(leftKobo)}.`}
        inputMode="decimal"
        value={text}
        error={invalid}
        onChange={(event) => setText(event.target.value)}
      />
    </ConfirmDialog>
  );
}
