import { useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  formatNaira,
  lineRefundKobo,
  MAX_RETURN_PHOTOS,
  RETURN_REASONS,
  toKobo,
  fromKobo,
  type Order,
  type ReturnReason,
} from 'shared-contracts';
import { errorMessage, fieldErrorsOf, returnsApi } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Dialog, DialogActions } from 'shared-contracts/ui/dialog';
import { Field, Input, Select, TextArea } from 'shared-contracts/ui/field';
import { theme } from 'shared-contracts/ui/theme';
import { useBanks, useRequestReturn } from '../api/returns';
import {
  accountName as accountNameText,
  howMany,
  ofOrder,
  photosHint,
  reasonMessages,
  refundAmount,
  returnFormMessages as m,
} from '../returns.messages';

/** Lines already in a return that was not rejected: they cannot be returned again. */
const takenLines = (order: Order) =>
  new Set(
    (order.returns ?? [])
      .filter((r) => r.status !== 'rejected')
      .flatMap((r) => r.lines.map((l) => l.order_item_id)),
  );

/** A delivered order with a line not yet being returned. */
export const returnable = (order: Order) =>
  order.status === 'delivered' && order.items.some((item) => !takenLines(order).has(item.id));

const Lines = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    margin-bottom: 4px;
    padding: 0;
  }
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) 72px;
  gap: 8px;
  align-items: center;
  padding: 8px;
  border: 1px solid ${theme.border};
  border-radius: 8px;
  label {
    cursor: pointer;
  }
  small {
    display: block;
    color: ${theme.muted};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${theme.primary};
  }
`;

const ReturnForm = styled.form`
  display: grid;
  gap: 14px;
  max-height: min(70vh, 640px);
  overflow-y: auto;
  padding-right: 2px;
`;

const Total = styled.p`
  margin: 0;
  font-weight: 600;
`;

interface Props {
  order: Order;
}

/** "Return items": the shopper picks lines and quantities, a reason, photos, and (not paid online) a bank account. */
export function ReturnItems({ order }: Props) {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        {t(m.returnItems)}
      </Button>
      {open && <ReturnDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReturnDialog({ order, onClose }: Props & { onClose: () => void }) {
  const { formatMessage: t } = useIntl();
  const taken = takenLines(order);
  const items = order.items.filter((item) => !taken.has(item.id));
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState<{ key: string; name: string | null; error?: string }>({
    key: '',
    name: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const byTransfer = order.payment_method !== 'pay_now';
  const banks = useBanks(byTransfer);
  const submit = useRequestReturn(order.id);

  const accountKey = `${bankCode}:${accountNumber}`;
  useEffect(() => {
    if (!byTransfer || !bankCode || !/^\d{10}$/.test(accountNumber)) return;
    let current = true;
    returnsApi.resolveAccount(order.id, bankCode, accountNumber).then(
      (found) => current && setAccountName({ key: accountKey, name: found.account_name }),
      (error: unknown) =>
        current &&
        setAccountName({
          key: accountKey,
          name: null,
          error: errorMessage(error, t(m.checkAccountFailed)),
        }),
    );
    return () => {
      current = false;
    };
  }, [order.id, byTransfer, bankCode, accountNumber, accountKey, t]);
  const resolved = accountName.key === accountKey ? accountName : null;

  const refund = items.reduce((sum, item) => {
    const quantity = chosen[item.id];
    if (!quantity) return sum;
    return sum + lineRefundKobo(toKobo(item.unit_price), item.quantity, toKobo(item.discount ?? 0), quantity);
  }, 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(chosen)
      .filter(([, quantity]) => quantity > 0)
      .map(([id, quantity]) => ({ order_item_id: Number(id), quantity }));
    const found: Record<string, string> = {};
    if (lines.length === 0) found.lines = t(m.chooseLines);
    if (!reason) found.reason = t(m.chooseReason);
    if (byTransfer && !bankCode) found.bank_code = t(m.chooseBank);
    if (byTransfer && !/^\d{10}$/.test(accountNumber)) found.account_number = t(m.accountNumberInvalid);
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    submit.mutate(
      {
        input: {
          lines,
          reason,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(byTransfer ? { bank_account: { bank_code: bankCode, account_number: accountNumber } } : {}),
        },
        photos,
      },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = fieldErrorsOf(error) ?? {};
          setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
        },
      },
    );
  };

  return (
    <Dialog
      title={t(m.returnItems)}
      onClose={onClose}
      width="560px"
      description={t(ofOrder, { number: order.number })}
    >
      <ReturnForm onSubmit={onSubmit} noValidate aria-label={t(m.returnItems)}>
        {submit.isError && <Banner tone="error">{errorMessage(submit.error, t(m.sendFailed))}</Banner>}
        <Lines aria-describedby={errors.lines ? 'return-lines-error' : undefined}>
          <legend>{t(m.what)}</legend>
          {items.map((item) => {
            const quantity = chosen[item.id] ?? 0;
            const id = `return-line-${item.id}`;
            return (
              <Line key={item.id}>
                <input
                  id={id}
                  type="checkbox"
                  checked={quantity > 0}
                  onChange={(e) =>
                    setChosen((c) => ({ ...c, [item.id]: e.target.checked ? item.quantity : 0 }))
                  }
                />
                <label htmlFor={id}>
                  {item.product_name}
                  <small>
                    {item.variant_label ? `${item.variant_label} · ` : ''}
                    {item.quantity} × {formatNaira(item.unit_price)}
                  </small>
                </label>
                <Select
                  aria-label={t(howMany, { name: item.product_name })}
                  value={quantity || item.quantity}
                  disabled={quantity === 0}
                  onChange={(e) => setChosen((c) => ({ ...c, [item.id]: Number(e.target.value) }))}
                >
                  {Array.from({ length: item.quantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </Select>
              </Line>
            );
          })}
          {errors.lines && (
            <Banner tone="error">
              <span id="return-lines-error">{errors.lines}</span>
            </Banner>
          )}
        </Lines>
        <Field label={t(m.reason)} error={errors.reason}>
          <Select value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)}>
            <option value="">{t(m.chooseReason)}</option>
            {RETURN_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(reasonMessages[r])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t(m.note)} error={errors.note}>
          <TextArea rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Field label={t(m.photos)} hint={t(photosHint, { count: MAX_RETURN_PHOTOS })} error={errors.file}>
          <Input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            onChange={(e) => setPhotos(Array.from(e.target.files ?? []).slice(0, MAX_RETURN_PHOTOS))}
          />
        </Field>
        {byTransfer && (
          <>
            <p style={{ margin: 0 }}>{t(m.byTransfer)}</p>
            <Field label={t(m.bank)} error={errors.bank_code}>
              <Select value={bankCode} onChange={(e) => setBankCode(e.target.value)} disabled={!banks.data}>
                <option value="">{banks.isError ? t(m.banksFailed) : t(m.chooseBank)}</option>
                {(banks.data ?? []).map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t(m.accountNumber)} error={errors.account_number ?? resolved?.error}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                value={accountNumber}
                onChange={(e) => setAccountNumber(e.target.value.replace(/\D/g, ''))}
              />
            </Field>
            {resolved?.name && <Banner tone="success">{t(accountNameText, { name: resolved.name })}</Banner>}
          </>
        )}
        <Total>{t(refundAmount, { amount: formatNaira(fromKobo(refund)) })}</Total>
        <small style={{ color: theme.muted }}>{t(m.deliveryFee)}</small>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={submit.isPending}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
            {submit.isPending ? t(m.sending) : t(m.send)}
          </Button>
        </DialogActions>
      </ReturnForm>
    </Dialog>
  );
}
