import { PDFDocument } from 'pdf-lib';
import { buildCourierSimulator } from './app.js';
import { distanceKm, stateOfAddress } from './states.js';
import { book, bornoReceiver } from './test-helpers.js';
import { printable } from './waybill.js';

describe('reading the state from an address', () => {
  it.each([
    ['15 Babatunde Jose St, Victoria Island, Lagos', 'Lagos'],
    ['Niger Road, Sabon Gari, Kano', 'Kano'],
    ['2 Delta Street, Surulere, Lagos State, Nigeria', 'Lagos'],
    ['Plot 5, Wuse 2, Abuja', 'FCT'],
    ['7 Aba Road, Port Harcourt', 'Rivers'],
    ['1 Ring Road, Akwa Ibom', 'Akwa Ibom'],
    ['22 Ogui Road, enugu', 'Enugu'],
  ])('%s is in %s', (address, state) => {
    expect(stateOfAddress(address)?.state).toBe(state);
  });

  it('finds none in an address outside Nigeria', () => {
    expect(stateOfAddress('10 Downing Street, London')).toBeNull();
  });

  it('measures Lagos to Borno far beyond Lagos to Ogun', () => {
    const lagos = stateOfAddress('Ikeja, Lagos');
    const ogun = stateOfAddress('Abeokuta, Ogun');
    const borno = stateOfAddress('Maiduguri, Borno');
    if (!lagos || !ogun || !borno) throw new Error('states not found');
    expect(distanceKm(lagos, ogun)).toBeLessThan(100);
    expect(distanceKm(lagos, borno)).toBeGreaterThan(1_100);
  });
});

describe('the label', () => {
  it('prints names the standard fonts cannot draw, accents taken off', async () => {
    expect(printable('Ọlá Adébáyọ̀ 😀')).toBe('Ola Adebayo ?');
    const sim = buildCourierSimulator();
    try {
      const label = await book(sim, {
        ...bornoReceiver,
        name: 'Ọlá Adébáyọ̀',
        address: `${'Long street '.repeat(40)}, Borno`,
      });
      const pdf = await sim.app.inject({ method: 'GET', url: `/waybills/${label.order_id}.pdf` });
      expect(pdf.statusCode).toBe(200);
      const document = await PDFDocument.load(pdf.rawPayload);
      expect(document.getPageCount()).toBe(1);
      expect(document.getTitle()).toBe(`Shipping label ${label.order_id}`);
    } finally {
      await sim.app.close();
    }
  });
});
