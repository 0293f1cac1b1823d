import { validate } from './common';
import { canTransition, checkoutSchema, NIGERIAN_STATES } from './orders';

const address = {
  full_name: 'Chidi Okeke',
  phone: '0803 123 4567',
  street: '5 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
};

describe('checkout', () => {
  it('normalises a local phone to +234 and accepts the 36 states and FCT', () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
    const result = validate(checkoutSchema, { shipping_address: address, payment_method: 'pay_on_delivery' });
    expect(result.success && result.output.shipping_address.phone).toBe('+2348031234567');
  });

  it('refuses an unknown state, a bad phone and pay later without instalments', () => {
    const result = validate(checkoutSchema, {
      shipping_address: { ...address, state: 'Atlantis', phone: '12345' },
      payment_method: 'pay_later',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(result.errors).sort()).toEqual(
        ['shipping_address.phone', 'shipping_address.state'].sort(),
      );
    }
    const noPlan = validate(checkoutSchema, { shipping_address: address, payment_method: 'pay_later' });
    expect(noPlan).toEqual({
      success: false,
      errors: { instalments: ['Choose 2, 3 or 4 instalments for pay later'] },
    });
  });
});

describe('order transitions', () => {
  it('follows pending → confirmed → processing → shipped → delivered, cancel from pending or confirmed', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('processing', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'pending')).toBe(false);
    expect(canTransition('pending', 'shipped')).toBe(false);
  });
});
