import { screen, within } from '@testing-library/react';
import { renderUi } from 'shared-contracts/testing/render-ui';
import userEvent from '@testing-library/user-event';
import { CheckoutForm, type CheckoutBody } from './checkout-form';

jest.setTimeout(20_000);

const today = new Date('2026-11-23T09:00:00Z');

function renderForm(props: Partial<Parameters<typeof CheckoutForm>[0]> = {}) {
  const onSubmit = jest.fn<void, [CheckoutBody]>();
  const user = userEvent.setup();
  renderUi(<CheckoutForm total={10_000} pending={false} onSubmit={onSubmit} today={today} {...props} />);
  return { onSubmit, user };
}

const field = (name: string) => screen.getByLabelText(name);

async function fillAddress(user: ReturnType<typeof userEvent.setup>, phone = '0803 123 4567') {
  await user.type(field('Full name'), 'Ngozi Adeyemi');
  await user.type(field('Phone'), phone);
  await user.type(field('Street address'), '14 Awolowo Road');
  await user.type(field('City'), 'Ikoyi');
  await user.selectOptions(field('State'), 'Lagos');
}

describe('CheckoutForm validation', () => {
  it('shows each error beside its field and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(field('Phone')).toHaveAccessibleDescription(
      'Phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
    );
    expect(field('Street address')).toHaveAccessibleDescription('Street address is required');
    expect(field('City')).toHaveAccessibleDescription('City is required');
    expect(field('State')).toHaveAccessibleDescription('Choose one of the 36 states or FCT');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the shopper to the first invalid field and announces how many need correcting', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const { user } = renderForm();
    await user.type(field('Full name'), 'Ngozi Adeyemi');
    await user.type(field('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    // Full name is fine: the first field in error is Phone, brought into view with the focus in it.
    expect(field('Phone')).toHaveFocus();
    expect(scrolled).toEqual([field('Phone')]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '4 fields need correcting before you can place the order.',
    );
  });

  it('does the same for a field the server refused', async () => {
    const onSubmit = jest.fn<void, [CheckoutBody]>();
    const { rerender } = renderUi(
      <CheckoutForm total={10_000} pending={false} onSubmit={onSubmit} today={today} />,
    );
    rerender(
      <CheckoutForm
        total={10_000}
        pending={false}
        onSubmit={onSubmit}
        today={today}
        serverErrors={{ city: 'City is too long' }}
      />,
    );
    expect(field('City')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1 field needs correcting');
  });

  it('keeps an error until its own field changes', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await user.type(field('Full name'), 'N');
    expect(field('Full name')).not.toHaveAccessibleDescription('Full name is required');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    // The other fields still say what is wrong.
    expect(field('City')).toHaveAccessibleDescription('City is required');
  });

  it('offers the 36 states and FCT', () => {
    renderForm();
    const options = within(field('State')).getAllByRole('option');
    expect(options).toHaveLength(38);
    expect(options[0]).toHaveTextContent('Choose a state');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toContain('FCT');
  });

  it('takes a local 0-number or +234 and sends a pay-on-delivery order', async () => {
    const { onSubmit, user } = renderForm();
    await fillAddress(user, '+234 803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      shipping_address: {
        full_name: 'Ngozi Adeyemi',
        phone: '+234 803 123 4567',
        second_phone: '',
        street: '14 Awolowo Road',
        city: 'Ikoyi',
        state: 'Lagos',
      },
      payment_method: 'pay_on_delivery',
    });
  });

  it('sends a second phone for the rider, and refuses one that is not a Nigerian number', async () => {
    const { onSubmit, user } = renderForm();
    await fillAddress(user);
    await user.type(field('Second phone (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field('Second phone (optional)')).toHaveAccessibleDescription(
      'Second phone must be +234 followed by 10 digits, or 0 followed by 10 digits',
    );

    await user.clear(field('Second phone (optional)'));
    await user.type(field('Second phone (optional)'), '0809 123 4567');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].shipping_address).toMatchObject({
      phone: '0803 123 4567',
      second_phone: '0809 123 4567',
    });
  });

  it('sends a saved address with its second phone', async () => {
    const { onSubmit, user } = renderForm({
      savedAddresses: [
        {
          id: 7,
          full_name: 'Ngozi Eze',
          phone: '+2348031234567',
          second_phone: '+2348091234567',
          street: '14 Awolowo Road',
          lga: 'Eti-Osa',
          state: 'Lagos',
          landmark: 'Opposite Falomo bus stop',
          is_default: true,
          created_at: '2026-11-01T10:00:00.000Z',
          updated_at: '2026-11-01T10:00:00.000Z',
        },
      ],
    });
    expect(screen.queryByLabelText('Second phone (optional)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit.mock.calls[0]?.[0].shipping_address).toEqual({
      full_name: 'Ngozi Eze',
      phone: '+2348031234567',
      second_phone: '+2348091234567',
      street: '14 Awolowo Road (Opposite Falomo bus stop)',
      city: 'Eti-Osa',
      state: 'Lagos',
    });
  });

  it('fills in the last address used', () => {
    renderForm({
      initialAddress: {
        full_name: 'Bola Tinubu',
        phone: '+2348031234567',
        second_phone: null,
        street: '1 Marina',
        city: 'Lagos Island',
        state: 'Lagos',
      },
    });
    expect(field('Full name')).toHaveValue('Bola Tinubu');
    expect(field('Phone')).toHaveValue('+2348031234567');
    expect(field('State')).toHaveValue('Lagos');
  });

  it('shows the server’s field errors beside their fields, and a failure in a banner', () => {
    renderForm({
      serverErrors: { phone: 'Phone is not reachable' },
      serverError: 'Please check the highlighted fields.',
    });
    expect(field('Phone')).toHaveAccessibleDescription('Phone is not reachable');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
  });

  it('repeats the total to pay beside the button that places the order', () => {
    renderForm({ total: 22_500 });
    const total = screen.getByText('Total to pay').parentElement;
    expect(total).toHaveTextContent('Total to pay₦22,500.00');
    expect(total?.nextElementSibling).toBe(screen.getByRole('button', { name: 'Place order' }));
  });

  it('waits while the order is being placed', () => {
    renderForm({ pending: true });
    expect(screen.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  });
});

describe('payment schedule', () => {
  it('shows no schedule for pay on delivery', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: /Pay on delivery/ })).toBeChecked();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('splits the total into 3 monthly instalments by default, subject to approval', async () => {
    const { user } = renderForm({ total: 10_000 });
    await user.click(screen.getByRole('radio', { name: /Pay later in instalments/ }));
    expect(screen.getByRole('radio', { name: '3 instalments' })).toBeChecked();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 of 323 Dec 2026₦3,333.34',
      '2 of 322 Jan 2027₦3,333.34',
      '3 of 321 Feb 2027₦3,333.32',
    ]);
    expect(screen.getByText(/subject to approval/)).toBeInTheDocument();
  });

  it('recomputes for 2 and 4 instalments and sends the choice', async () => {
    const { user, onSubmit } = renderForm({ total: 12_500.01 });
    await user.click(screen.getByRole('radio', { name: /Pay later in instalments/ }));
    await user.click(screen.getByRole('radio', { name: '4 instalments' }));
    const amounts = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.lastChild?.textContent);
    expect(amounts()).toEqual(['₦3,125.01', '₦3,125.01', '₦3,125.01', '₦3,124.98']);
    await user.click(screen.getByRole('radio', { name: '2 instalments' }));
    expect(amounts()).toEqual(['₦6,250.01', '₦6,250.00']);
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ payment_method: 'pay_later', instalments: 2 });
  });
});
