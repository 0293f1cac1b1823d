import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useMutation } from '@tanstack/react-query';
import { INQUIRY_TYPES, type ContactInput } from 'shared-contracts';
import { useTranslatedIssue } from 'shared-contracts/i18n';
import { errorMessage, fieldErrorsOf, storeApi, useHydrated, withToast } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Field, Form, Input, Select, TextArea } from 'shared-contracts/ui/field';
import { contactMessages as m, contactValidationMessages, inquiryTypeMessages } from './contact.messages';

type InquiryType = ContactInput['inquiry_type'];
export const emptyContactForm: ContactInput = {
  inquiry_type: INQUIRY_TYPES[0] as InquiryType,
  subject: '',
  message: '',
};

/** The API's validation messages (the contact schema's English), put in the page's language; any other as it came. */
const VALIDATION = Object.values(contactValidationMessages);

/** POST contact, with loading, success and error toasts. */
function useSendContactMessage() {
  const { formatMessage: t } = useIntl();
  return useMutation({
    mutationFn: (input: ContactInput) =>
      withToast(() => storeApi.contact(input), {
        loading: t(m.sending),
        success: t(m.sent),
        error: (error) => errorMessage(error, t(m.failed)),
      }),
  });
}

interface ContactFormProps {
  value: ContactInput;
  onChange: (value: ContactInput) => void;
  /** After the message was sent (the form is emptied by its owner). */
  onSent: () => void;
}

/** The contact form of docs/storefront.md §2.6, used by the Contact dialog and the /contact page. The owner keeps the draft. */
export function ContactForm({ value: form, onChange: setForm, onSent }: ContactFormProps) {
  const { formatMessage: t } = useIntl();
  const fieldError = useTranslatedIssue(VALIDATION);
  const send = useSendContactMessage();
  // The server renders the /contact page's form: until the page has hydrated, what is typed would be lost (React
  // starts from the empty draft) and Send would do nothing, so the fields wait for it.
  const hydrated = useHydrated();
  const errors = send.error ? (fieldErrorsOf(send.error) ?? {}) : {};
  // A refusal that is about no field (too many messages, say) stays in the form after its toast has gone.
  const refusal =
    send.error && Object.keys(errors).length === 0 ? errorMessage(send.error, t(m.failed)) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(form, { onSuccess: onSent });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={t(m.form)}>
      <Field label={t(m.inquiryType)} error={fieldError(errors.inquiry_type?.[0])}>
        <Select
          disabled={!hydrated}
          value={form.inquiry_type}
          onChange={(event) => setForm({ ...form, inquiry_type: event.target.value as InquiryType })}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(inquiryTypeMessages[type])}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t(m.subject)} error={fieldError(errors.subject?.[0])}>
        <Input
          readOnly={!hydrated}
          value={form.subject}
          onChange={(event) => setForm({ ...form, subject: event.target.value })}
        />
      </Field>
      <Field label={t(m.message)} error={fieldError(errors.message?.[0])}>
        <TextArea
          readOnly={!hydrated}
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
      </Field>
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
      <Button type="submit" disabled={!hydrated || send.isPending} aria-busy={send.isPending}>
        {t(m.send)}
      </Button>
    </Form>
  );
}
