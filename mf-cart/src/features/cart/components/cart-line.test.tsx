import { screen } from '@testing-library/react';
import type { CheckoutQuoteLine } from 'shared-contracts';
import { renderInShop, resetSession, signInShopper } from 'shop-sdk/testing/render';
import { line, summary, variant } from '../../../testing/fixtures';
import { CartLine } from './cart-line';

jest.mock('shop-sdk/endpoints');

const phone = line(summary(7, 'Infinix Note 40 Pro'), variant(71, { regular_price: 349_000 }), 2);

/** The server's quote of that line: 20% off each unit with Black Friday. */
const priced: CheckoutQuoteLine = {
  product_id: 7,
  variant_id: 71,
  product_name: 'Infinix Note 40 Pro',
  variant_label: '',
  quantity: 2,
  stock: 10,
  unit_price: 349_000,
  line_total: 698_000,
  image: null,
  discount: 139_600,
  promotions: [{ name: 'Black Friday', discount: 139_600 }],
  promoted_unit_price: 279_200,
};

const renderLine = (quoted?: CheckoutQuoteLine) =>
  renderInShop(
    <ul>
      <CartLine item={phone} priced={quoted} />
    </ul>,
  );

beforeEach(() => {
  resetSession();
  signInShopper();
});

describe('CartLine', () => {
  it('shows the promotion price of each unit, the price before it, the promotion by name and the line total after it', () => {
    renderLine(priced);
    expect(screen.getByLabelText('Promotion price ₦279,200.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Before the promotion ₦349,000.00')).toBeInTheDocument();
    expect(screen.getByText('Black Friday: −₦139,600.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Line total ₦558,400.00')).toBeInTheDocument();
  });

  it('an amount off the line that is not the same for each unit is named, with the line total after it', () => {
    renderLine({
      ...priced,
      discount: 1_000,
      promotions: [{ name: 'Naira off', discount: 1_000 }],
      promoted_unit_price: null,
    });
    expect(screen.getByText('₦349,000.00 each')).toBeInTheDocument();
    expect(screen.getByText('Naira off: −₦1,000.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Line total ₦697,000.00')).toBeInTheDocument();
  });

  it('without the quote, or for another quantity, shows the cart’s own price', () => {
    renderLine({ ...priced, quantity: 3 });
    expect(screen.getByText('₦349,000.00 each')).toBeInTheDocument();
    expect(screen.queryByText(/Black Friday/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Line total ₦698,000.00')).toBeInTheDocument();
  });
});
