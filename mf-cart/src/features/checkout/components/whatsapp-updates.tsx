import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatNigerianPhone, normalizeNigerianPhone } from 'shared-contracts';
import { Checkbox, FieldHint } from 'shared-contracts/ui/field';
import { checkoutFormMessages as m, whatsAppUpdatesTo } from '../checkout.messages';

const Box = styled.div`
  display: grid;
  gap: 4px;
`;

/** Under the label's words, past the kit's 16 px box and its 8 px gap. */
const Hint = styled(FieldHint)`
  padding-left: 24px;
`;

/** '+234 803 123 4567' kept on one line: a number broken across two reads as two on a phone. */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0');

type WhatsAppUpdatesProps = {
  /** The delivery phone as the shopper types it (or the saved address's). */
  phone: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/**
 * The shopper's consent to order updates on WhatsApp (NDPR: given by ticking, never assumed), with the delivery
 * phone they go to written as the shop writes phones, following the phone field as it is typed.
 */
export function WhatsAppUpdates({ phone, checked, onChange }: WhatsAppUpdatesProps) {
  const { formatMessage: t } = useIntl();
  const hintId = useId();
  const number = normalizeNigerianPhone(phone);
  return (
    <Box>
      <Checkbox
        name="whatsapp_updates"
        label={t(m.whatsAppUpdates)}
        checked={checked}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Hint id={hintId}>
        {number
          ? t(whatsAppUpdatesTo, { phone: unbroken(formatNigerianPhone(number)) })
          : t(m.whatsAppNeedsPhone)}
      </Hint>
    </Box>
  );
}
