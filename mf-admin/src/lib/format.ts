const dateFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

const safe = (format: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

export const formatDate = (iso: string): string => safe(dateFormat, iso);
export const formatDateTime = (iso: string): string => safe(dateTimeFormat, iso);

/** 'partially_paid' → 'Partially paid' */
export const humanize = (value: string): string => {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
