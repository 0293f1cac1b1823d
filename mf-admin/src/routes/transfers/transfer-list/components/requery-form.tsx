import { useState, type FormEvent } from 'react';
import { lagosToday, validate, type FieldErrors } from 'shared-contracts';
import { transferRequerySchema } from 'shared-contracts/schemas/transfers';
import { errorMessage, fieldErrorsOf } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { FieldRow, TextField } from 'shared-contracts/ui/field';
import { Card, CardTitle, Muted, Row, Stack } from 'shared-contracts/ui/layout';
import { useRequeryTransfers } from '../../../../hooks/api/transfers';

/**
 * "Ask Paystack again": a shopper says they paid into their account number and nothing arrived. Paystack looks
 * again for transfers into that account on that Lagos day; what it finds comes as webhooks and is credited then.
 */
export function RequeryForm() {
  const requery = useRequeryTransfers();
  const [accountNumber, setAccountNumber] = useState('');
  const [date, setDate] = useState(() => lagosToday());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAnswer(null);
    const checked = validate(transferRequerySchema, { account_number: accountNumber.trim(), date });
    if (!checked.success) return setErrors(checked.errors);
    setErrors({});
    try {
      const { message } = await requery.mutateAsync(checked.output);
      setAnswer({ tone: 'success', text: message });
    } catch (e) {
      setErrors(fieldErrorsOf(e) ?? {});
      setAnswer({ tone: 'error', text: errorMessage(e, 'Paystack could not be asked. Please try again.') });
    }
  };

  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby="requery-title">
      <CardTitle id="requery-title">Ask Paystack again</CardTitle>
      <Stack $gap={12}>
        <Muted>
          A shopper paid into their account number and nothing arrived? Paystack looks again for transfers
          into it on that day; any it finds are credited as they arrive.
        </Muted>
        <FieldRow>
          <TextField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            value={accountNumber}
            error={errors.account_number?.[0]}
            onChange={(e) => setAccountNumber(e.target.value)}
          />
          <TextField
            label="Day (Lagos)"
            type="date"
            max={lagosToday()}
            value={date}
            error={errors.date?.[0]}
            onChange={(e) => setDate(e.target.value)}
          />
        </FieldRow>
        {answer && <Banner tone={answer.tone}>{answer.text}</Banner>}
        <Row $justify="flex-end">
          <Button type="submit" disabled={requery.isPending} aria-busy={requery.isPending}>
            {requery.isPending ? 'Asking…' : 'Ask Paystack'}
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
