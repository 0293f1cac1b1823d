import { K } from './black-friday-hand.js';

describe('the hand calculation', () => {
  it('adds up', () => {
    expect(K.phoneLine + K.earbudsLine + K.bookLine).toBe(K.subtotal);
    expect(K.phoneCode + K.earbudsCode + K.bookCode).toBe(K.code);
    expect(K.phoneAutomatic + K.code).toBe(K.discount);
    expect(K.subtotal - K.discount + K.pickup).toBe(K.total);
    expect(K.phonePaid + K.earbudsPaid + K.bookPaid + K.pickup).toBe(K.total);
    expect(K.earbudRefund + K.bookRefund).toBe(K.refund);
    expect(K.total - K.refund).toBe(K.revenue);
    expect(K.vatStandardSales - K.earbudRefund).toBe(K.vatStandardNet);
    expect(K.vatStandard - K.refundVat).toBe(K.vatStandardAfter);
  });
});
