import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtom } from 'jotai';
import { contactDialogAtom } from 'shop-sdk';
import { Dialog } from 'shared-contracts/ui/dialog';
import { ContactForm, emptyContactForm } from './contact-form';
import { OwnMessages } from 'shared-contracts/i18n';
import { contactCatalogue } from '../../messages/contact';
import { contactMessages as m } from './contact.messages';

/**
 * The Contact dialog (docs/storefront.md §2.6). It stays mounted while closed, so the draft survives closing it. Its
 * words are the contact form's catalogue, fetched with it.
 */
export function ContactDialog() {
  return (
    <OwnMessages catalogue={contactCatalogue}>
      <ContactDialogContent />
    </OwnMessages>
  );
}

function ContactDialogContent() {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useAtom(contactDialogAtom);
  const [form, setForm] = useState(emptyContactForm);
  if (!open) return null;

  return (
    <Dialog title={t(m.title)} description={<p>{t(m.text)}</p>} onClose={() => setOpen(false)} width="520px">
      <ContactForm
        value={form}
        onChange={setForm}
        onSent={() => {
          setForm(emptyContactForm);
          setOpen(false);
        }}
      />
    </Dialog>
  );
}
