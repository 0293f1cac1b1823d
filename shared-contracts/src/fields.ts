/** A form field the server can render: typed into, chosen from or ticked before the page's scripts run. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the server's markup put in the field: an input's or textarea's `value` attribute (which React sets to its own
 * value as it hydrates, and which an untouched field shows), a select's option marked `selected` (which React leaves
 * as it was when it hydrates a select), or its first.
 */
export function markupValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const marked = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return marked?.value ?? '';
  }
  return field.defaultValue;
}

/** Whether the shopper changed a field from what the server's markup put in it (a box: ticked or cleared). */
export function changedFromMarkup(field: Field): boolean {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== markupValue(field);
}
