import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDateTime, formatNaira } from 'shared-contracts';
import type { BankAccount } from 'shared-contracts/schemas/transfers';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { DescriptionList } from 'shared-contracts/ui/description-list';
import { Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { errorMessage, notify, useBankAccount, useOpenBankAccount, useStoreCredit } from 'shop-sdk';
import { useIssueWords } from '../../../lib/use-issue-words';
import { bankAccountMessages as m, creditLineMessages, storeCreditLine } from '../account.messages';

/** The account number is what the shopper types into their bank app: large, spaced for reading aloud, one line. */
const Number = styled.span`
  font-size: 1.25rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Details = styled(DescriptionList)`
  dd {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const LinesTitle = styled.h3`
  margin: 8px 0 0;
  font-size: 1rem;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    font-size: 0.875rem;
  }
  li > strong {
    white-space: nowrap;
  }
`;

/** The shopper's bank, account number (with a copy button) and account name, and why to save it. */
export function BankAccountDetails({ account }: { account: BankAccount }) {
  const { formatMessage: t } = useIntl();
  const copy = () => {
    void navigator.clipboard
      ?.writeText(account.account_number)
      .then(() => notify.success(t(m.copied)))
      .catch(() => undefined);
  };
  return (
    <Stack $gap={8}>
      <Details>
        <dt>{t(m.bank)}</dt>
        <dd>{account.bank_name}</dd>
        <dt>{t(m.number)}</dt>
        <dd>
          <Row $gap={12} $wrap>
            <Number>{account.account_number}</Number>
            <Button type="button" $variant="secondary" $small onClick={copy}>
              {t(m.copy)}
            </Button>
          </Row>
        </dd>
        <dt>{t(m.name)}</dt>
        <dd>{account.account_name}</dd>
      </Details>
      <Muted>{t(m.save)}</Muted>
    </Stack>
  );
}

/**
 * The shopper's own account number, or a button that gets it; `children` (what an order still owes, say) above the
 * details once there is one.
 */
export function BankAccountPanel({ children }: { children?: ReactNode }) {
  const { formatMessage: t } = useIntl();
  const words = useIssueWords();
  const account = useBankAccount();
  const open = useOpenBankAccount();
  const details = account.isPending ? (
    <Muted>{t(m.getting)}</Muted>
  ) : account.isError ? (
    <Banner tone="error">{words(errorMessage(account.error, t(m.failed)))}</Banner>
  ) : account.data ? (
    <BankAccountDetails account={account.data} />
  ) : (
    <>
      <p>{t(m.intro)}</p>
      {open.isError && <Banner tone="error">{words(errorMessage(open.error, t(m.failed)))}</Banner>}
      <Row>
        <Button
          type="button"
          onClick={() => open.mutate()}
          disabled={open.isPending}
          aria-busy={open.isPending}
        >
          {t(open.isPending ? m.getting : m.get)}
        </Button>
      </Row>
    </>
  );
  return (
    <>
      {children}
      {details}
    </>
  );
}

/** The shopper's store credit and its latest movements, when they have any. */
export function StoreCreditSummary() {
  const { formatMessage: t } = useIntl();
  const credit = useStoreCredit();
  if (!credit.data || credit.data.lines.length === 0) return null;
  return (
    <Stack $gap={8}>
      <p>
        <strong>{t(storeCreditLine, { amount: formatNaira(credit.data.balance) })}</strong>
      </p>
      <Muted>{t(m.creditHint)}</Muted>
      <LinesTitle>{t(m.history)}</LinesTitle>
      <Lines>
        {credit.data.lines.slice(0, 5).map((line) => (
          <li key={line.id}>
            <span>
              {t(creditLineMessages[line.kind])} · {formatDateTime(line.created_at)}
            </span>
            <strong>
              {line.amount > 0 ? '+' : '−'}
              {formatNaira(Math.abs(line.amount))}
            </strong>
          </li>
        ))}
      </Lines>
    </Stack>
  );
}
