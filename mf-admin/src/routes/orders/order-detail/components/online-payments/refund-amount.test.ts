import type { OnlinePayment } from 'shared-contracts';
import { leftToRefundKobo, typedRefund } from './refund-amount';

const payment = (amount: number, refunded: number) =>
  ({ amount, refunded_amount: refunded }) as unknown as OnlinePayment;

describe('the refund dialog’s amounts', () => {
  it('count what is left in whole kobo, where Naira in floats are a kobo off', () => {
    // 0.3 - 0.1 is 0.19999999999999998 in floats.
    expect(leftToRefundKobo(payment(0.3, 0.1))).toBe(20);
    expect(leftToRefundKobo(payment(10_000.1, 2_500.2))).toBe(749_990);
    expect(leftToRefundKobo(payment(5_000, 5_000))).toBe(0);
  });

  it('take the typed Naira as whole kobo, up to what is left', () => {
    const left = leftToRefundKobo(payment(0.3, 0.1));
    expect(typedRefund('', left)).toBeUndefined();
    expect(typedRefund(' 0.2 ', left)).toEqual({ kobo: 20 });
    expect(typedRefund('0.21', left)).toEqual({ kobo: 21, error: 'Enter an amount up to ₦0.20' });
    expect(typedRefund('1.005', 1_000)).toEqual({ kobo: null, error: 'Enter an amount up to ₦10.00' });
    expect(typedRefund('1,000', 1_000_000)).toEqual({
      kobo: null,
      error: 'Enter an amount up to ₦10,000.00',
    });
    expect(typedRefund('0', 1_000)).toEqual({ kobo: 0, error: 'Enter an amount up to ₦10.00' });
    expect(typedRefund('4.35', 1_000)).toEqual({ kobo: 435 });
  });
});
