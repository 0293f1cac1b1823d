import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useHref } from 'react-router-dom';
import { Button } from 'shared-contracts/ui/button';
import { Form, TextField } from 'shared-contracts/ui/field';
import { trackMessages as m } from '../tracking.messages';
import { trackPath } from '../lookup';

export interface TrackFormProps {
  /** The order the page names; empty on /track, where the form asks for it. */
  orderNumber: string;
  /** The phone last given, to correct after a refusal. */
  phone: string;
  /** With JavaScript: the lookup asked for, without a page load. */
  onTrack: (orderNumber: string, phone: string) => void;
}

/**
 * Asks for the phone the order was placed with (and, on /track, the order number). A plain GET form to the page
 * itself: without JavaScript the browser sends `?phone=` and the server renders the answer; with it, `onTrack`
 * does the same in the page.
 */
export function TrackForm({ orderNumber, phone, onTrack }: TrackFormProps) {
  const { formatMessage: t } = useIntl();
  const action = useHref(trackPath(orderNumber));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const given = String(form.get('number') ?? orderNumber)
      .trim()
      .toUpperCase();
    onTrack(given, String(form.get('phone') ?? '').trim());
  };
  return (
    <Form method="get" action={action} onSubmit={submit} aria-label={t(m.heading)}>
      {orderNumber ? null : (
        <TextField
          label={t(m.orderNumber)}
          hint={t(m.orderNumberHint)}
          name="number"
          required
          maxLength={40}
          autoCapitalize="characters"
          spellCheck={false}
        />
      )}
      <TextField
        label={t(m.phone)}
        hint={t(m.phoneHint)}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={20}
        defaultValue={phone}
      />
      <div>
        <Button type="submit">{t(m.submit)}</Button>
      </div>
    </Form>
  );
}
