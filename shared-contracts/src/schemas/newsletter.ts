import * as v from 'valibot';
import { emailSchema } from './auth';
import { noControlCharacters } from './common';
import { LOCALES } from '../locales';

/** POST newsletter/subscribe: mails a confirmation link (double opt-in). */
export const newsletterSchema = v.object({ email: emailSchema });

/** What POST newsletter/subscribe answers, confirmed or not (the footer shows its success toast). */
export const newsletterSubscriptionSchema = v.object({ email: v.string(), subscribed: v.boolean() });
export type NewsletterSubscription = v.InferOutput<typeof newsletterSubscriptionSchema>;

/** GET newsletter/confirm/{token}: the link in the confirmation mail. */
export const newsletterConfirmParamsSchema = v.object({
  token: v.pipe(
    v.string('Token is required'),
    v.nonEmpty('Token is required'),
    noControlCharacters('Token is not valid'),
    v.maxLength(256, 'Token is not valid'),
  ),
});

/**
 * The confirmation link's language, as its mail was written (`?lang=yo`): the page and the shop it leads back to are
 * in it. None, or one the shop does not speak, is English.
 */
export const newsletterConfirmQuerySchema = v.object({
  lang: v.optional(v.picklist(LOCALES, 'Language is not valid')),
});
