import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { INQUIRY_TYPES, type ContactInput } from 'shared-contracts';
import { errorMessage, fieldErrorsOf, storeApi, useHydrated, withToast } from 'shop-sdk';
import { Banner } from 'shared-contracts/ui/banner';
import { Button } from 'shared-contracts/ui/button';
import { Field, Form, Input, Select, TextArea } from 'shared-contracts/ui/field';

type InquiryType = ContactInput['inquiry_type'];
export const emptyContactForm: ContactInput = {
  inquiry_type: INQUIRY_TYPES[0] as InquiryType,
  subject: '',
  message: '',
};

/** POST contact, with loading, success and error toasts. */
function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      withToast(() => storeApi.contact(input), {
        loading: 'Sending message...',
        success: 'Message sent! We will get back to you soon.',
        error: (error) => errorMessage(error, 'Failed to send message. Please try again.'),
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
  const send = useSendContactMessage();
  // The server renders the /contact page's form: until the page has hydrated, what is typed would be lost (React
  // starts from the empty draft) and Send would do nothing, so the fields wait for it.
  const hydrated = useHydrated();
  const errors = send.error ? (fieldErrorsOf(send.error) ?? {}) : {};
  // A refusal that is about no field (too many messages, say) stays in the form after its toast has gone.
  const refusal =
    send.error && Object.keys(errors).length === 0
      ? errorMessage(send.error, 'Failed to send message. Please try again.')
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(form, { onSuccess: onSent });
  };

  return (
    <Form onSubmit={submit} noValidate aria-label="Contact us">
      <Field label="Type of Inquiry" error={errors.inquiry_type?.[0]}>
        <Select
          disabled={!hydrated}
          value={form.inquiry_type}
          onChange={(event) => setForm({ ...form, inquiry_type: event.target.value as InquiryType })}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Subject" error={errors.subject?.[0]}>
        <Input
          readOnly={!hydrated}
          value={form.subject}
          onChange={(event) => setForm({ ...form, subject: event.target.value })}
        />
      </Field>
      <Field label="Message" error={errors.message?.[0]}>
        <TextArea
          readOnly={!hydrated}
          value={form.message}
          onChange={(event) => setForm({ ...form, message: event.target.value })}
        />
      </Field>
      {refusal ? <Banner tone="error">{refusal}</Banner> : null}
      <Button type="submit" disabled={!hydrated || send.isPending} aria-busy={send.isPending}>
        Send Message
      </Button>
    </Form>
  );
}
