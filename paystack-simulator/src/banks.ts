import type { FastifyInstance } from 'fastify';

/**
 * Paystack's `GET /bank` (the list of Nigerian banks) and `GET /bank/resolve` (an account number's name at a bank),
 * in the documented shapes: `{status, message, data}`. Any 10-digit number resolves to a name made from its digits,
 * except numbers starting 000, which Paystack "could not resolve" (422), so tests and the shop can try both.
 */

const NOW = '2024-01-01T00:00:00.000Z';

const BANKS: [id: number, name: string, slug: string, code: string][] = [
  [1, 'Access Bank', 'access-bank', '044'],
  [3, 'First Bank of Nigeria', 'first-bank-of-nigeria', '011'],
  [7, 'Guaranty Trust Bank', 'guaranty-trust-bank', '058'],
  [9, 'Fidelity Bank', 'fidelity-bank', '070'],
  [14, 'Polaris Bank', 'polaris-bank', '076'],
  [16, 'Stanbic IBTC Bank', 'stanbic-ibtc-bank', '221'],
  [20, 'United Bank For Africa', 'united-bank-for-africa', '033'],
  [21, 'Union Bank of Nigeria', 'union-bank-of-nigeria', '032'],
  [22, 'Wema Bank', 'wema-bank', '035'],
  [23, 'Zenith Bank', 'zenith-bank', '057'],
  [171, 'Kuda Bank', 'kuda-bank', '50211'],
  [172, 'OPay Digital Services Limited (OPay)', 'paycom', '999992'],
  [173, 'Moniepoint MFB', 'moniepoint-mfb-ng', '50515'],
];

const FIRST = [
  'ADAEZE',
  'CHINEDU',
  'FATIMA',
  'IBRAHIM',
  'NGOZI',
  'OLUWASEUN',
  'YUSUF',
  'AMAKA',
  'TUNDE',
  'HAUWA',
];
const LAST = [
  'OKAFOR',
  'ADEYEMI',
  'BELLO',
  'EZE',
  'MUSA',
  'OKONKWO',
  'BALOGUN',
  'ABUBAKAR',
  'NWOSU',
  'LAWAL',
];

export function bankData() {
  return BANKS.map(([id, name, slug, code]) => ({
    id,
    name,
    slug,
    code,
    longcode: '',
    gateway: null,
    pay_with_bank: false,
    supports_transfer: true,
    available_for_direct_debit: false,
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
    createdAt: NOW,
    updatedAt: NOW,
  }));
}

/** The name an account number resolves to (the same number always gives the same name). */
export function accountNameOf(accountNumber: string): string {
  const digits = accountNumber.split('').map(Number);
  const sum = digits.reduce((a, b) => a + b, 0);
  return `${FIRST[sum % FIRST.length]} ${LAST[(digits[9] ?? 0) % LAST.length]}`;
}

export function registerBankRoutes(app: FastifyInstance): void {
  app.get('/bank', async () => ({
    status: true,
    message: 'Banks retrieved',
    data: bankData(),
    meta: { next: null, previous: null, perPage: 100 },
  }));

  app.get<{ Querystring: { account_number?: string; bank_code?: string } }>(
    '/bank/resolve',
    async (request, reply) => {
      const accountNumber = String(request.query.account_number ?? '');
      const bankCode = String(request.query.bank_code ?? '');
      const bank = BANKS.find(([, , , code]) => code === bankCode);
      if (!/^\d{10}$/.test(accountNumber) || !bank || accountNumber.startsWith('000')) {
        return reply
          .status(422)
          .send({ status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      }
      return {
        status: true,
        message: 'Account number resolved',
        data: { account_number: accountNumber, account_name: accountNameOf(accountNumber), bank_id: bank[0] },
      };
    },
  );
}
