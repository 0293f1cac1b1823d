import { useState } from 'react';
import styled from 'styled-components';
import { formatNaira } from 'shared-contracts';
import type { CreditEntryKind, CreditLine } from 'shared-contracts/schemas/transfers';
import { Button } from 'shared-contracts/ui/button';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { EmptyState, ErrorState, LoadingState } from 'shared-contracts/ui/states';
import { DataTable } from '../../../../components/common/data-table';
import { TextLink } from '../../../../components/common/layout';
import { useCustomerTransfers } from '../../../../hooks/api/transfers';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { loadErrorMessage } from '../../../../lib/load-error';
import { RefundCreditDialog } from './refund-credit-dialog';

const CreditCard = styled(Card)`
  margin-bottom: 20px;
`;

/** What each line of the ledger records, in the admin's words. */
const LINE_KINDS: Readonly<Record<CreditEntryKind, string>> = {
  transfer: 'Transfer in',
  order: 'Paid order',
  order_back: 'Back from an order',
  refund: 'Refunded to their bank',
  refund_back: 'Refund came back',
  move_out: 'Moved to another shopper’s order',
  move_in: 'Moved in from another transfer',
};

/** The line's kind, a link to its order when it has one. */
const What = ({ line }: { line: CreditLine }) =>
  line.order_id === null ? (
    LINE_KINDS[line.kind]
  ) : (
    <TextLink to={`/admin/orders/${line.order_id}`}>{LINE_KINDS[line.kind]}</TextLink>
  );

/** Money in is positive, out negative: each shown with its sign. */
const signed = (amount: number) => (amount > 0 ? `+${formatNaira(amount)}` : formatNaira(amount));

/**
 * The customer's own account number, their store credit and its latest lines (the ledger), newest first. While they
 * hold credit, the admin can record a refund of it to their bank.
 */
export function CustomerCredit({ customerId }: { customerId: number }) {
  const transfers = useCustomerTransfers(customerId);
  const [refunding, setRefunding] = useState(false);
  let body;
  if (transfers.isPending) body = <LoadingState label="Loading account number and store credit…" />;
  else if (transfers.isError)
    body = (
      <ErrorState
        compact
        message={loadErrorMessage(transfers.error)}
        onRetry={() => void transfers.refetch()}
      />
    );
  else {
    const { account, credit } = transfers.data;
    body = (
      <Stack $gap={12}>
        <DescriptionList $compact>
          {account ? (
            <>
              <dt>Bank</dt>
              <dd>{account.bank_name}</dd>
              <dt>Account number</dt>
              <dd>{account.account_number}</dd>
              <dt>Account name</dt>
              <dd>{account.account_name}</dd>
              <dt>Since</dt>
              <dd>{formatDate(account.created_at)}</dd>
            </>
          ) : (
            <>
              <dt>Account number</dt>
              <dd>No account number yet</dd>
            </>
          )}
          <dt>Store credit</dt>
          <dd>
            <strong>{formatNaira(credit.balance)}</strong>
          </dd>
        </DescriptionList>
        {credit.balance > 0 && (
          <Row>
            <Button $variant="secondary" onClick={() => setRefunding(true)}>
              Refund credit to their bank
            </Button>
          </Row>
        )}
        {refunding && (
          <RefundCreditDialog
            customerId={customerId}
            balance={credit.balance}
            onClose={() => setRefunding(false)}
          />
        )}
        {credit.lines.length === 0 ? (
          <EmptyState compact>No store credit yet.</EmptyState>
        ) : (
          <>
            <Muted>Latest lines, newest first.</Muted>
            <DataTable
              label="Store credit ledger"
              rows={credit.lines}
              rowKey={(line) => line.id}
              columns={[
                { header: 'Date', noWrap: true, cell: (line) => formatDateTime(line.created_at) },
                { header: 'What', cell: (line) => <What line={line} /> },
                { header: 'Amount', num: true, cell: (line) => signed(line.amount) },
                { header: 'Balance after', num: true, cell: (line) => formatNaira(line.balance) },
                { header: 'Note', cell: (line) => line.note ?? '—' },
              ]}
            />
          </>
        )}
      </Stack>
    );
  }
  return (
    <CreditCard aria-labelledby="customer-credit">
      <CardTitle id="customer-credit">Account number and store credit</CardTitle>
      {body}
    </CreditCard>
  );
}
