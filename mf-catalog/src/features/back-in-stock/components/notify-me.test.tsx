import { screen, within } from '@testing-library/react';
import { request } from 'shop-sdk/testing/request';
import { apiError, renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { NotifyMe } from './notify-me';

jest.mock('shop-sdk/endpoints');

beforeEach(() => {
  jest.clearAllMocks();
  resetSession();
});

const answer = (email: string | null, subscribed: boolean, phone: string | null = null) => ({
  product_id: 41,
  email,
  phone,
  subscribed,
});

test('someone not signed in gives an email (and a phone if they like), checked before it is sent', async () => {
  jest.mocked(request.post).mockResolvedValue(answer('ada@example.ng', true, '+2348031234567'));
  const { user } = renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />);
  const form = within(screen.getByRole('form', { name: 'Notify me when it is back' }));
  expect(form.getByText('Give an email, a phone for an SMS, or both.')).toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Notify me' }));
  expect(form.getByText('Enter your email address so we can tell you')).toBeInTheDocument();
  await user.type(form.getByLabelText('Email'), 'not-an-email');
  await user.type(form.getByLabelText('Phone for an SMS'), '123');
  await user.click(form.getByRole('button', { name: 'Notify me' }));
  expect(form.getByText('Email is invalid')).toBeInTheDocument();
  expect(form.getByText(/Phone must be \+234/)).toBeInTheDocument();
  expect(request.post).not.toHaveBeenCalled();

  await user.clear(form.getByLabelText('Email'));
  await user.type(form.getByLabelText('Email'), 'Ada@Example.ng');
  await user.clear(form.getByLabelText('Phone for an SMS'));
  await user.type(form.getByLabelText('Phone for an SMS'), '0803 123 4567');
  await user.click(form.getByRole('button', { name: 'Notify me' }));
  expect(
    await screen.findByText(
      'We will email you at ada@example.ng and text you at +234 803 123 4567 once Tecno Camon 30 is back in stock.',
    ),
  ).toBeInTheDocument();
  expect(request.post).toHaveBeenCalledWith(
    'products/41/back-in-stock',
    { email: 'Ada@Example.ng', phone: '0803 123 4567' },
    { retry: false },
  );
});

test('a signed-in shopper asks with one tap, and sees that they wait when they come back', async () => {
  signInShopper();
  jest.mocked(request.get).mockResolvedValue(answer('ngozi@example.ng', false));
  jest.mocked(request.post).mockResolvedValue(answer('ngozi@example.ng', true));
  const { user, unmount } = renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />);
  const form = within(await screen.findByRole('form', { name: 'Notify me when it is back' }));
  expect(form.queryByLabelText('Email')).not.toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText(/We will email you at ngozi@example.ng/)).toBeInTheDocument();
  expect(request.post).toHaveBeenCalledWith('products/41/back-in-stock', {}, { retry: false });
  unmount();

  jest.mocked(request.get).mockResolvedValue(answer('ngozi@example.ng', true));
  renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />);
  expect(await screen.findByText(/We will email you at ngozi@example.ng/)).toBeInTheDocument();
});

test('says what went wrong in words a shopper reads', async () => {
  jest
    .mocked(request.post)
    .mockRejectedValue(apiError(409, { message: 'This product is in stock: add it to your cart.' }));
  const { user } = renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />);
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
  await user.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText('This product is in stock: add it to your cart.')).toBeInTheDocument();
});

test('someone not signed in may give a phone alone, and is told they will be texted', async () => {
  jest.mocked(request.post).mockResolvedValue(answer(null, true, '+2348031234567'));
  const { user } = renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />);
  const form = within(screen.getByRole('form', { name: 'Notify me when it is back' }));
  await user.type(form.getByLabelText('Phone for an SMS'), '0803 123 4567');
  await user.click(form.getByRole('button', { name: 'Notify me' }));
  expect(
    await screen.findByText('We will text you at +234 803 123 4567 once Tecno Camon 30 is back in stock.'),
  ).toBeInTheDocument();
  expect(request.post).toHaveBeenCalledWith(
    'products/41/back-in-stock',
    { phone: '0803 123 4567' },
    { retry: false },
  );
});

test('a shopper signed in with a phone alone asks with one tap and is told they will be texted', async () => {
  signInShopper();
  jest.mocked(request.get).mockResolvedValue(answer(null, false, '+2348031234567'));
  jest.mocked(request.post).mockResolvedValue(answer(null, true, '+2348031234567'));
  const { user } = renderInShop(<NotifyMe productId={41} productName="Tecno Camon 30" />);
  const form = within(await screen.findByRole('form', { name: 'Notify me when it is back' }));
  expect(form.queryByLabelText('Email')).not.toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Notify me' }));
  expect(
    await screen.findByText('We will text you at +234 803 123 4567 once Tecno Camon 30 is back in stock.'),
  ).toBeInTheDocument();
  expect(request.post).toHaveBeenCalledWith('products/41/back-in-stock', {}, { retry: false });
});
