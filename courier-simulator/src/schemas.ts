import * as v from 'valibot';

/**
 * What the API takes, as Shipbubble documents it. Numbers may come as JSON numbers or as numeric text (its own
 * examples send `quantity: "2"`); each refusal says which field, as Shipbubble's `errors[]` do.
 */

/** Text that must be there: missing, blank or not text, it is refused with `message`. */
const requiredText = (message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.nonEmpty(message));

/** A number, or text that is one, and more than `min` (or at least, when `inclusive`). */
const amount = (message: string, min: number, inclusive = false) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.decimal())], message),
    v.transform(Number),
    v.check((n) => Number.isFinite(n) && (inclusive ? n >= min : n > min), message),
  );

const addressCode = (message: string) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.trim(), v.digits())], message),
    v.transform(Number),
  );

export const validateAddressBody = v.object({
  name: requiredText('Recipient full name is required'),
  email: v.pipe(
    requiredText('Recipient valid email address is required'),
    v.email('Recipient valid email address is required'),
  ),
  phone: v.pipe(
    requiredText('Recipient phone number is required'),
    v.regex(/^\+?[\d\s-]{7,20}$/, 'Recipient phone number is required'),
  ),
  address: requiredText('Recipient address is required'),
});

const packageItem = v.object({
  name: requiredText('Each package item needs a name'),
  description: v.optional(v.string('An item description is text'), ''),
  unit_weight: amount('Each package item needs a unit_weight (kg) above 0', 0),
  unit_amount: amount('Each package item needs a unit_amount (₦) of 0 or more', 0, true),
  quantity: v.pipe(
    amount('Each package item needs a quantity of 1 or more', 1, true),
    v.integer('Each package item needs a whole quantity'),
  ),
});

export const fetchRatesBody = v.object({
  sender_address_code: addressCode('A valid sender_address_code is required'),
  reciever_address_code: addressCode('A valid reciever_address_code is required'),
  pickup_date: v.pipe(
    v.string('pickup_date is required (YYYY-MM-DD)'),
    v.isoDate('pickup_date is required (YYYY-MM-DD)'),
  ),
  category_id: v.union(
    [v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.trim(), v.nonEmpty())],
    'category_id is required',
  ),
  package_items: v.pipe(
    v.array(packageItem, 'package_items is required'),
    v.minLength(1, 'package_items needs at least one item'),
    v.maxLength(100, 'package_items takes at most 100 items'),
  ),
  package_dimension: v.object(
    {
      length: amount('package_dimension.length (cm) is required', 0),
      width: amount('package_dimension.width (cm) is required', 0),
      height: amount('package_dimension.height (cm) is required', 0),
    },
    'package_dimension is required',
  ),
  service_type: v.optional(v.picklist(['pickup', 'dropoff'], 'service_type is pickup or dropoff')),
  delivery_instructions: v.optional(v.string()),
});

export const createLabelBody = v.object({
  request_token: requiredText('Invalid request token'),
  service_code: requiredText('Invalid courier service code'),
  courier_id: v.optional(v.string('Invalid courier id')),
});
