import { screen } from '@testing-library/react';
import { renderInShop } from 'shop-sdk/testing/render';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('gives a password field a show/hide toggle and its error', async () => {
    const { user } = renderInShop(<PasswordField label="Password" error="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Password is required');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
