import * as v from 'valibot';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { messages } from '../messages';
import { phoneSchema, signInPhoneSchema } from '../phone';
import { noControlCharacters } from './common';

export const roleSchema = v.picklist(['ADMIN', 'REGULAR']);
export type Role = v.InferOutput<typeof roleSchema>;

export const emailSchema = v.pipe(
  v.string(messages.emailRequired),
  v.trim(),
  v.nonEmpty(messages.emailRequired),
  noControlCharacters(messages.emailInvalid),
  v.email(messages.emailInvalid),
  v.maxLength(254, messages.emailInvalid),
  v.toLowerCase(),
);

export const newPasswordSchema = v.pipe(
  v.string(messages.passwordRequired),
  v.nonEmpty(messages.passwordRequired),
  noControlCharacters('Password must not contain control characters'),
  v.minLength(PASSWORD_MIN_LENGTH, messages.passwordMin),
  v.maxLength(128, 'Password must be at most 128 characters'),
  v.regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, messages.passwordComplexity),
);

const requiredName = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    noControlCharacters(),
    v.maxLength(64, 'Must be at most 64 characters'),
  );

/** POST auth/login. The client checks only the email (docs/storefront.md §5.2); the server also needs a password. */
export const loginFormSchema = v.object({
  email: emailSchema,
  password: v.string(),
  remember: v.optional(v.boolean()),
});
export const loginSchema = v.object({
  email: emailSchema,
  password: v.pipe(
    v.string(messages.passwordRequired),
    v.nonEmpty(messages.passwordRequired),
    noControlCharacters('Password must not contain control characters'),
    v.maxLength(128),
  ),
  remember: v.optional(v.boolean()),
});
export type LoginInput = v.InferInput<typeof loginSchema>;

/** POST auth/phone/start: a code by SMS to a Nigerian mobile number (any usual form; answered as +234…). */
export const phoneStartSchema = v.object({ phone: signInPhoneSchema });
export type PhoneStartInput = v.InferInput<typeof phoneStartSchema>;
export const phoneStartAnswerSchema = v.object({
  /** The number the code went to, E.164. */
  phone: v.string(),
  /** When the form may offer Resend code. */
  resend_after_seconds: v.number(),
});
export type PhoneStartAnswer = v.InferOutput<typeof phoneStartAnswerSchema>;

export const PHONE_CODE_INVALID = 'Enter the 6-digit code we sent you.';

/**
 * POST auth/phone/verify: the code signs in (the same tokens as auth/login). A number with no account needs first
 * and last name, which make the account.
 */
export const phoneVerifySchema = v.object({
  phone: signInPhoneSchema,
  code: v.pipe(v.string(PHONE_CODE_INVALID), v.trim(), v.regex(/^\d{6}$/, PHONE_CODE_INVALID)),
  first_name: v.optional(requiredName(messages.firstNameRequired)),
  last_name: v.optional(requiredName(messages.lastNameRequired)),
  remember: v.optional(v.boolean()),
});
export type PhoneVerifyInput = v.InferInput<typeof phoneVerifySchema>;

/** A username, the same at registration and on a profile change. */
export const usernameSchema = v.pipe(
  requiredName(messages.usernameRequired),
  v.regex(/^[\w.@+-]+$/, 'Username may contain only letters, digits and @/./+/-/_'),
);

/** POST auth/register. Any role sent is dropped by v.object. */
export const registerSchema = v.object({
  first_name: requiredName(messages.firstNameRequired),
  last_name: requiredName(messages.lastNameRequired),
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = v.InferInput<typeof registerSchema>;

/**
 * Confirm Password is its own field, judged on its own (docs/storefront.md §5.1): it must equal the password as
 * typed even while the password breaks a rule of its own, so a weak password and a different confirmation show
 * both messages. (valibot's partialCheck would skip the comparison as soon as the password has an issue.)
 */
const checkConfirmation =
  (passwordKey: string) =>
  <T>({ dataset, addIssue }: v.RawCheckContext<T>) => {
    // Runs on the object as parsed so far, which may hold other fields' issues (or not be an object at all).
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const { [passwordKey]: password, confirm_password: confirmation } = input as Record<string, unknown>;
    if (typeof password !== 'string' || password === confirmation) return;
    addIssue({
      message: messages.passwordsMismatch,
      path: [
        {
          type: 'object',
          origin: 'value',
          input: input as Record<string, unknown>,
          key: 'confirm_password',
          value: confirmation,
        },
      ],
    });
  };

/**
 * A form's fields, then the confirmation check of `confirm_password` against `passwordKey`. The fields stop at their first broken rule (one message each);
 * the check runs whatever the fields' issues, which a plain pipe under `abortPipeEarly` would not do.
 */
function withConfirmation<TEntries extends v.ObjectEntries>(
  fields: v.ObjectSchema<TEntries, undefined>,
  passwordKey: keyof TEntries & string = 'password',
) {
  return v.config(
    v.pipe(v.config(fields, { abortPipeEarly: true }), v.rawCheck(checkConfirmation(passwordKey))),
    { abortPipeEarly: false },
  );
}

/** The create-account dialog: the register payload plus confirmation and terms. */
export const signupFormSchema = withConfirmation(
  v.object({
    ...registerSchema.entries,
    confirm_password: v.string(),
    terms: v.literal(true, messages.termsRequired),
  }),
);
export type SignupFormInput = v.InferInput<typeof signupFormSchema>;

export const tokensSchema = v.object({ access: v.string(), refresh: v.string() });

/** POST auth/register answers the new account. */
export const registeredUserSchema = v.object({ id: v.number(), email: v.string(), username: v.string() });
export type RegisteredUser = v.InferOutput<typeof registeredUserSchema>;

/** A plain confirmation: password reset requested or done, password changed. */
export const messageAnswerSchema = v.object({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageAnswerSchema>;
export type Tokens = v.InferOutput<typeof tokensSchema>;

export const refreshSchema = v.object({
  refreshToken: v.pipe(
    v.string('refreshToken is required'),
    v.nonEmpty('refreshToken is required'),
    noControlCharacters('refreshToken is not valid'),
    v.maxLength(256, 'refreshToken is not valid'),
  ),
});
export const logoutSchema = refreshSchema;

export const forgotPasswordSchema = v.object({ email: emailSchema });
export const resetPasswordSchema = v.object({
  token: v.pipe(
    v.string('Token is required'),
    v.nonEmpty('Token is required'),
    noControlCharacters('Token is not valid'),
    v.maxLength(256),
  ),
  password: newPasswordSchema,
});
/** POST auth/verify-email: the token of the link mailed to confirm an email address. */
export const verifyEmailSchema = v.object({ token: resetPasswordSchema.entries.token });
export type VerifyEmailInput = v.InferInput<typeof verifyEmailSchema>;

export const resetPasswordFormSchema = withConfirmation(
  v.object({ password: newPasswordSchema, confirm_password: v.string() }),
);

export const changePasswordSchema = v.object({
  current_password: v.pipe(
    v.string(messages.passwordRequired),
    v.nonEmpty(messages.passwordRequired),
    noControlCharacters('Password must not contain control characters'),
    v.maxLength(128),
  ),
  new_password: newPasswordSchema,
});

/** POST users/me/set-password: the first password of an account made with a phone number alone (it has none). */
export const setPasswordSchema = v.object({ new_password: newPasswordSchema });

/** The Set a Password form: the new password and its confirmation, judged as at sign-up (§5.1). */
export const setPasswordFormSchema = withConfirmation(
  v.object({ ...setPasswordSchema.entries, confirm_password: v.string() }),
  'new_password',
);

/** The Change Password form: the request's fields and the confirmation, judged as at sign-up (§5.1). */
export const changePasswordFormSchema = withConfirmation(
  v.object({ ...changePasswordSchema.entries, confirm_password: v.string() }),
  'new_password',
);

export const updateProfileSchema = v.object({
  first_name: v.optional(requiredName(messages.firstNameRequired)),
  last_name: v.optional(requiredName(messages.lastNameRequired)),
  username: v.optional(usernameSchema),
  phone: v.optional(v.nullable(phoneSchema)),
  /** An account made with a phone number alone adds its email (once; it is then confirmed by a mailed link). */
  email: v.optional(emailSchema),
});
export type UpdateProfileInput = v.InferInput<typeof updateProfileSchema>;

/** The session the browser keeps under localStorage 'auth' (docs/architecture.md). */
export const storedSessionSchema = v.object({ tokens: tokensSchema, role: roleSchema });
export type StoredSession = v.InferOutput<typeof storedSessionSchema>;
