import { useState } from 'react';
import { formatNaira, type Refund } from 'shared-contracts';
import { Banner } from 'shared-contracts/ui/banner';
import { ConfirmDialog } from 'shared-contracts/ui/dialog';
import { TextField } from 'shared-contracts/ui/field';

/**
 * Paystack could not give the money back to the card: it needs the customer's bank account
 * (`POST /refund/retry_with_customer_details/{id}`). The admin asks the customer for it, then sends it here.
 */
export function RetryRefundDialog({
  refund,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  refund: Refund;
  pending: boolean;
  error: string | null;
  onConfirm: (account: { account_number: string; bank_id: string }) => void;
  onClose: () => void;
}) {
  const [accountNumber, setAccountNumber] = useState('');
  const [bankId, setBankId] = useState('');
  const [tried, setTried] = useState(false);
  const accountError = /^\d{10}$/.test(accountNumber) ? undefined : 'Enter the 10-digit account number';
  const bankError = /^\d{1,10}$/.test(bankId) ? undefined : 'Enter the bank’s Paystack id (a number)';
  return (
    <ConfirmDialog
      title={`Send ${formatNaira(refund.amount)} to the customer’s bank account?`}
      confirmLabel="Send the refund"
      cancelLabel="Not now"
      pending={pending}
      onClose={onClose}
      onConfirm={() => {
        setTried(true);
        if (!accountError && !bankError) onConfirm({ account_number: accountNumber, bank_id: bankId });
      }}
    >
      <p>
        Paystack could not return this refund to the card. Ask the customer for the bank account it should go
        to; Paystack pays it there.
      </p>
      {error && <Banner tone="error">{error}</Banner>}
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        value={accountNumber}
        error={tried ? accountError : undefined}
        onChange={(event) => setAccountNumber(event.target.value.trim())}
      />
      <TextField
        label="Bank id at Paystack"
        hint="From Paystack’s list of banks (e.g. 9)."
        inputMode="numeric"
        value={bankId}
        error={tried ? bankError : undefined}
        onChange={(event) => setBankId(event.target.value.trim())}
      />
    </ConfirmDialog>
  );
}
