import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { type SavedAddress } from 'shared-contracts';
import { addressesApi, sessionAtom } from 'shop-sdk';
import { apiError, renderInShop, tokensFor } from 'shop-sdk/testing/render';
import { AddressBook } from './address-book';

jest.mock('shop-sdk/endpoints');
jest.setTimeout(20_000);

const saved = (id: number, over: Partial<SavedAddress> = {}): SavedAddress => ({
  id,
  full_name: 'Ngozi Eze',
  phone: '+2348031234567',
  second_phone: null,
  street: `${id} Awolowo Road`,
  lga: 'Eti-Osa',
  state: 'Lagos',
  landmark: null,
  is_default: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...over,
});

let book: SavedAddress[] = [];

function renderBook() {
  const store = createStore();
  store.set(sessionAtom, { tokens: tokensFor('REGULAR'), role: 'REGULAR' });
  return renderInShop(<AddressBook />, { url: '/account', store });
}

beforeEach(() => {
  jest.resetAllMocks();
  book = [
    saved(1, { is_default: true, landmark: 'Opposite Falomo bus stop', second_phone: '+2348091234567' }),
    saved(2, { street: '3 Garki Close', lga: 'AMAC', state: 'FCT' }),
  ];
  jest.mocked(addressesApi.list).mockImplementation(async () => book);
});

describe('AddressBook', () => {
  it('lists the addresses, the default marked first, with landmark, LGA and both phones', async () => {
    renderBook();
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('Opposite Falomo bus stop');
    expect(first).toHaveTextContent('Eti-Osa, Lagos');
    expect(first).toHaveTextContent('+234 803 123 4567 · +234 809 123 4567');
    expect(second).not.toHaveTextContent('Default');
    expect(within(second!).getByRole('button', { name: 'Make default' })).toBeInTheDocument();
  });

  it('adds an address, checked with the API’s schema first', async () => {
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByText('Full name is required')).toBeInTheDocument();
    expect(within(form).getByText('LGA is required')).toBeInTheDocument();
    expect(addressesApi.create).not.toHaveBeenCalled();

    jest.mocked(addressesApi.create).mockImplementation(async () => {
      book = [...book, saved(3, { street: '7 Ring Road', lga: 'Ibadan North', state: 'Oyo' })];
      return book[2]!;
    });
    await user.type(within(form).getByLabelText('Full name'), 'Tunde Bakare');
    await user.type(within(form).getByLabelText('Phone'), '0803 000 0002');
    await user.type(within(form).getByLabelText('Street address'), '7 Ring Road');
    await user.type(within(form).getByLabelText(/Landmark or nearest bus stop/), 'Near Challenge bus stop');
    await user.type(within(form).getByLabelText(/^LGA/), 'Ibadan North');
    await user.selectOptions(within(form).getByLabelText('State'), 'Oyo');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(addressesApi.create).toHaveBeenCalledWith({
        full_name: 'Tunde Bakare',
        phone: '0803 000 0002',
        second_phone: '',
        street: '7 Ring Road',
        lga: 'Ibadan North',
        state: 'Oyo',
        landmark: 'Near Challenge bus stop',
        is_default: false,
      }),
    );
    expect(await screen.findByText('Address saved!')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: '7 Ring Road' })).toHaveTextContent(
      'Ibadan North, Oyo',
    );
  });

  it('shows the API’s refusal on the form', async () => {
    jest.mocked(addressesApi.create).mockRejectedValue(
      apiError(400, {
        message: 'You can keep up to 20 addresses. Delete one you no longer use to add another.',
      }),
    );
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await user.type(within(form).getByLabelText('Full name'), 'Tunde Bakare');
    await user.type(within(form).getByLabelText('Phone'), '08030000002');
    await user.type(within(form).getByLabelText('Street address'), '7 Ring Road');
    await user.type(within(form).getByLabelText(/^LGA/), 'Ibadan North');
    await user.selectOptions(within(form).getByLabelText('State'), 'Oyo');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(
      await within(form).findByText(
        'You can keep up to 20 addresses. Delete one you no longer use to add another.',
      ),
    ).toBeInTheDocument();
  });

  it('makes another address the default and deletes one after asking', async () => {
    jest.mocked(addressesApi.makeDefault).mockImplementation(async () => {
      book = [
        { ...book[1]!, is_default: true },
        { ...book[0]!, is_default: false },
      ];
      return book;
    });
    jest.mocked(addressesApi.remove).mockImplementation(async (id) => {
      book = book.filter((a) => a.id !== id);
      return book;
    });
    const { user } = renderBook();
    await user.click(await screen.findByRole('button', { name: 'Make default' }));
    expect(addressesApi.makeDefault).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Default address changed!')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Saved addresses' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('3 Garki Close'));

    const garki = within(list).getAllByRole('listitem')[0]!;
    await user.click(within(garki).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(addressesApi.remove).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Address deleted!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '3 Garki Close' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('listitem', { name: '1 Awolowo Road' })).toBeInTheDocument();
  });
});
