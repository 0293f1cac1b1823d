import { validate } from './common';
import {
  loginFormSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
  signupFormSchema,
} from './auth';

const validSignup = {
  first_name: ' Ada ',
  last_name: 'Obi',
  username: 'adaobi',
  email: 'Ada@Example.com',
  password: 'Secret123',
  confirm_password: 'Secret123',
  terms: true,
};

describe('validation messages of docs/storefront.md §5', () => {
  it.each([
    [{ email: '' }, 'Email is required'],
    [{ email: '   ' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Email is invalid'],
  ])('email %p → %s', (patch, message) => {
    const result = validate(signupFormSchema, { ...validSignup, ...patch });
    expect(result).toEqual({ success: false, errors: { email: [message] } });
  });

  it.each([
    ['', 'Password is required'],
    ['Ab1', 'Password must be at least 8 characters'],
    ['alllowercase1', 'Password must contain uppercase, lowercase, and number'],
    ['ALLUPPER123', 'Password must contain uppercase, lowercase, and number'],
    ['NoDigitsHere', 'Password must contain uppercase, lowercase, and number'],
  ])('password %p → %s', (password, message) => {
    const result = validate(registerSchema, { ...validSignup, password });
    expect(result).toEqual({ success: false, errors: { password: [message] } });
  });

  it('requires trimmed names and username', () => {
    const result = validate(signupFormSchema, {
      ...validSignup,
      first_name: '  ',
      last_name: '',
      username: ' ',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors).toEqual({
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        username: ['Username is required'],
      });
    }
  });

  it('checks the confirmation and the terms', () => {
    const result = validate(signupFormSchema, { ...validSignup, confirm_password: 'Other123', terms: false });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.terms).toEqual(['You must agree to the terms and conditions']);
    }
    const mismatch = validate(signupFormSchema, { ...validSignup, confirm_password: 'Other123' });
    expect(mismatch).toEqual({ success: false, errors: { confirm_password: ['Passwords do not match'] } });
  });

  it('judges the confirmation on its own, whatever else is wrong with the form', () => {
    expect(
      validate(signupFormSchema, { ...validSignup, password: 'weak', confirm_password: 'other' }),
    ).toEqual({
      success: false,
      errors: {
        password: ['Password must be at least 8 characters'],
        confirm_password: ['Passwords do not match'],
      },
    });
    expect(
      validate(signupFormSchema, { ...validSignup, email: '', confirm_password: 'Other123', terms: false }),
    ).toEqual({
      success: false,
      errors: {
        email: ['Email is required'],
        confirm_password: ['Passwords do not match'],
        terms: ['You must agree to the terms and conditions'],
      },
    });
    // A weak password confirmed as typed is one problem, not two.
    expect(
      validate(signupFormSchema, { ...validSignup, password: 'weak', confirm_password: 'weak' }),
    ).toEqual({
      success: false,
      errors: { password: ['Password must be at least 8 characters'] },
    });
  });

  it('judges the reset form the same way', () => {
    expect(validate(resetPasswordFormSchema, { password: 'weak', confirm_password: 'other' })).toEqual({
      success: false,
      errors: {
        password: ['Password must be at least 8 characters'],
        confirm_password: ['Passwords do not match'],
      },
    });
    expect(
      validate(resetPasswordFormSchema, { password: 'Secret123', confirm_password: 'Secret123' }),
    ).toEqual({
      success: true,
      output: { password: 'Secret123', confirm_password: 'Secret123' },
    });
  });

  it('trims names and lower-cases the email; drops unknown keys such as role', () => {
    const result = validate(registerSchema, { ...validSignup, role: 'ADMIN' });
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.output).toEqual({
        first_name: 'Ada',
        last_name: 'Obi',
        username: 'adaobi',
        email: 'ada@example.com',
        password: 'Secret123',
      });
    }
  });

  it('sign-in checks only the email on the client; the server also needs a password', () => {
    expect(validate(loginFormSchema, { email: 'a@b.co', password: '' }).success).toBe(true);
    expect(validate(loginFormSchema, { email: 'nope', password: 'x' })).toEqual({
      success: false,
      errors: { email: ['Email is invalid'] },
    });
    expect(validate(loginSchema, { email: 'a@b.co', password: '' })).toEqual({
      success: false,
      errors: { password: ['Password is required'] },
    });
  });
});
