import { defineMessages } from 'react-intl';

/** The contact dialog's and form's words (docs/storefront.md §2.6; English as SPEC.md has it). */
export const contactMessages = defineMessages({
  title: { id: 'shell.contact.title', defaultMessage: 'Contact Us' },
  text: { id: 'shell.contact.text', defaultMessage: "We'd love to hear from you. How can we help?" },
  form: { id: 'shell.contact.form', defaultMessage: 'Contact us' },
  inquiryType: { id: 'shell.contact.inquiryType', defaultMessage: 'Type of Inquiry' },
  subject: { id: 'shell.contact.subject', defaultMessage: 'Subject' },
  message: { id: 'shell.contact.message', defaultMessage: 'Message' },
  send: { id: 'shell.contact.send', defaultMessage: 'Send Message' },
  sending: { id: 'shell.contact.sending', defaultMessage: 'Sending message...' },
  sent: { id: 'shell.contact.sent', defaultMessage: 'Message sent! We will get back to you soon.' },
  failed: { id: 'shell.contact.failed', defaultMessage: 'Failed to send message. Please try again.' },
});

/** The types of inquiry as the shopper reads them; the API is sent their English (INQUIRY_TYPES). */
export const inquiryTypeMessages = defineMessages({
  'General Inquiry': { id: 'shell.contact.type.general', defaultMessage: 'General Inquiry' },
  'Order Support': { id: 'shell.contact.type.order', defaultMessage: 'Order Support' },
  'Returns & Refunds': { id: 'shell.contact.type.returns', defaultMessage: 'Returns & Refunds' },
  'Technical Support': { id: 'shell.contact.type.technical', defaultMessage: 'Technical Support' },
});

/** The validation messages of the contact schema (shared-contracts/schemas/contact.ts), by their English. */
export const contactValidationMessages = defineMessages({
  subjectRequired: { id: 'shell.contact.subjectRequired', defaultMessage: 'Subject is required' },
  messageRequired: { id: 'shell.contact.messageRequired', defaultMessage: 'Message is required' },
  chooseType: { id: 'shell.contact.chooseType', defaultMessage: 'Choose a type of inquiry' },
});
