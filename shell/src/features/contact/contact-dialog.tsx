import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import {
  contactDialogAtom,
  errorMessage,
  fieldErrorsOf,
  INQUIRY_TYPES,
  storeApi,
  withToast,
  type ContactInput,
} from 'shared-contracts';
import { Button } from 'shared-contracts/ui/button';
import { Dialog } from 'shared-contracts/ui/dialog';
import { Field, Form, Input, Select, TextArea } from 'shared-contracts/ui/field';

type InquiryType = ContactInput['inquiry_type'];
const emptyForm: ContactInput = { inquiry_type: INQUIRY_TYPES[0] as InquiryType, subject: '', message: '' };

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

/** The Contact dialog (SPEC §2). */
export function ContactDialog() {
  const [open, setOpen] = useAtom(contactDialogAtom);
  const [form, setForm] = useState(emptyForm);
  const send = useSendContactMessage();
  if (!open) return null;

  const close = () => {
    send.reset();
    setOpen(false);
  };
  const errors = send.error ? (fieldErrorsOf(send.error) ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(form, {
      onSuccess: () => {
        setForm(emptyForm);
        close();
      },
    });
  };

  return (
    <Dialog
      title="Contact Us"
      description={<p>We&apos;d love to hear from you. How can we help?</p>}
      onClose={close}
      width="520px"
    >
      <Form onSubmit={submit} noValidate>
        <Field label="Type of Inquiry" error={errors.inquiry_type?.[0]}>
          <Select
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
            value={form.subject}
            onChange={(event) => setForm({ ...form, subject: event.target.value })}
          />
        </Field>
        <Field label="Message" error={errors.message?.[0]}>
          <TextArea
            value={form.message}
            onChange={(event) => setForm({ ...form, message: event.target.value })}
          />
        </Field>
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          Send Message
        </Button>
      </Form>
    </Dialog>
  );
}
