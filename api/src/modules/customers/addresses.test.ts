import { MAX_ADDRESSES, type SavedAddress } from 'shared-contracts/schemas/addresses';
import { addresses } from './tables.js';
import { shopper } from '../../../test/fixtures.js';
import { buildTestApp, databases, type TestApp } from '../../../test/helpers.js';

const home = {
  full_name: 'Ngozi Eze',
  phone: '0803 123 4567',
  second_phone: '08091234567',
  street: '14 Awolowo Road',
  lga: 'Eti-Osa',
  state: 'Lagos',
  landmark: 'Opposite Falomo bus stop',
};

describe.each(databases)('the address book, /api/users/me/addresses (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ kind });
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/users/me/addresses${url}`,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const book = async (headers: object) => {
    const res = await call('GET', '', headers);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: SavedAddress[] }>().data;
  };

  it('saves several addresses, the first the default, with LGA, landmark and a second phone in +234 form', async () => {
    const s = await shopper(t.app);
    expect(await book(s.headers)).toEqual([]);
    const first = await call('POST', '', s.headers, home);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      full_name: 'Ngozi Eze',
      phone: '+2348031234567',
      second_phone: '+2348091234567',
      lga: 'Eti-Osa',
      state: 'Lagos',
      landmark: 'Opposite Falomo bus stop',
      is_default: true,
    });
    const office = await call('POST', '', s.headers, {
      ...home,
      street: '3 Garki Close',
      lga: 'AMAC',
      state: 'FCT',
      second_phone: '',
      landmark: '',
    });
    expect(office.statusCode).toBe(201);
    expect(office.json().data).toMatchObject({ second_phone: null, landmark: null, is_default: false });
    expect((await book(s.headers)).map((a) => [a.street, a.is_default])).toEqual([
      ['14 Awolowo Road', true],
      ['3 Garki Close', false],
    ]);

    // Another made the default: the only one; the default comes first.
    const officeId = office.json<{ data: SavedAddress }>().data.id;
    const made = await call('POST', `/${officeId}/default`, s.headers);
    expect(made.statusCode).toBe(200);
    expect(made.json<{ data: SavedAddress[] }>().data.map((a) => [a.id, a.is_default])).toEqual([
      [officeId, true],
      [first.json<{ data: SavedAddress }>().data.id, false],
    ]);

    const changed = await call('PUT', `/${officeId}`, s.headers, { ...home, street: '5 Garki Close' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ street: '5 Garki Close', is_default: true });

    // The default deleted: the one left becomes it.
    const left = await call('DELETE', `/${officeId}`, s.headers);
    expect(left.statusCode).toBe(200);
    expect(left.json<{ data: SavedAddress[] }>().data).toEqual([
      expect.objectContaining({ street: '14 Awolowo Road', is_default: true }),
    ]);
  });

  it('refuses bad input with messages a shopper understands', async () => {
    const s = await shopper(t.app);
    const res = await call('POST', '', s.headers, {
      ...home,
      full_name: ' ',
      phone: '12345',
      second_phone: '999',
      lga: '',
      state: 'Wakanda',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      full_name: ['Full name is required'],
      phone: ['Phone must be +234 followed by 10 digits, or 0 followed by 10 digits'],
      second_phone: ['Second phone must be +234 followed by 10 digits, or 0 followed by 10 digits'],
      lga: ['LGA is required'],
      state: ['Choose one of the 36 states or FCT'],
    });
    expect(await book(s.headers)).toEqual([]);
  });

  it('keeps each shopper to their own addresses', async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app);
    const id = (await call('POST', '', owner.headers, home)).json<{ data: SavedAddress }>().data.id;
    for (const res of [
      await call('PUT', `/${id}`, other.headers, home),
      await call('DELETE', `/${id}`, other.headers),
      await call('POST', `/${id}/default`, other.headers),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Address not found.');
    }
    expect(await book(other.headers)).toEqual([]);
    expect(await book(owner.headers)).toHaveLength(1);
    expect((await call('GET', '', {})).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const s = await shopper(t.app);
    await t.app.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        userId: s.user.id,
        fullName: 'Ngozi Eze',
        phone: '+2348031234567',
        street: `${i + 1} Awolowo Road`,
        lga: 'Eti-Osa',
        state: 'Lagos',
        isDefault: i === 0,
      })),
    );
    const res = await call('POST', '', s.headers, home);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`,
    );
    expect(await book(s.headers)).toHaveLength(MAX_ADDRESSES);
  });
});
