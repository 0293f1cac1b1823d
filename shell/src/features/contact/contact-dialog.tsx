import { useCallback, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import {
  contactDialogAtom,
  errorMessage,
  fieldErrorsOf,
  INQUIRY_TYPES,
  storeApi,
  withToast,
  type ContactInput,
} from 'shared-contracts';
import { theme } from 'shared-contracts/ui/theme';
import { Modal } from '../../components/modal';
import { PrimaryButton } from '../../components/ui';

const Form = styled.form`
  display: grid;
  gap: 14px;
  margin-top: 16px;
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    font-weight: 400;
    padding: 10px 12px;
    border: 1px solid ${theme.border};
    border-radius: ${theme.radius};
  }
  textarea {
    min-height: 120px;
    resize: vertical;
  }
  .error {
    color: ${theme.danger};
    font-weight: 400;
    font-size: 0.875rem;
  }
`;

type InquiryType = ContactInput['inquiry_type'];
const emptyForm = { inquiry_type: INQUIRY_TYPES[0] as InquiryType, subject: '', message: '' };

/** The Contact dialog (SPEC §2); sending goes to POST contact with loading/success/error toasts. */
export function ContactDialog() {
  const [open, setOpen] = useAtom(contactDialogAtom);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const close = useCallback(() => setOpen(false), [setOpen]);
  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      await withToast(() => storeApi.contact(form), {
        loading: 'Sending message...',
        success: 'Message sent! We will get back to you soon.',
        error: (error) => errorMessage(error, 'Failed to send message. Please try again.'),
      });
      setForm(emptyForm);
      close();
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal labelledBy="contact-title" onClose={close}>
      <h2 id="contact-title">Contact Us</h2>
      <p>We&apos;d love to hear from you. How can we help?</p>
      <Form onSubmit={submit} noValidate>
        <label>
          Type of Inquiry
          <select
            value={form.inquiry_type}
            onChange={(event) => setForm({ ...form, inquiry_type: event.target.value as InquiryType })}
          >
            {INQUIRY_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label>
          Subject
          <input
            value={form.subject}
            onChange={(event) => setForm({ ...form, subject: event.target.value })}
          />
          {errors.subject?.[0] && <span className="error">{errors.subject[0]}</span>}
        </label>
        <label>
          Message
          <textarea
            value={form.message}
            onChange={(event) => setForm({ ...form, message: event.target.value })}
          />
          {errors.message?.[0] && <span className="error">{errors.message[0]}</span>}
        </label>
        <PrimaryButton type="submit" disabled={sending}>
          Send Message
        </PrimaryButton>
      </Form>
    </Modal>
  );
}
