import { NIGERIAN_STATES, type NigerianState } from 'shared-contracts/schemas/order-values';

/**
 * Where each state's capital is (degrees), so a quote can price by how far a parcel travels: within Lagos is cheap,
 * Lagos to Maiduguri (about 1,250 km) is dear.
 */
const CAPITALS: Record<NigerianState, [latitude: number, longitude: number]> = {
  Abia: [5.53, 7.49],
  Adamawa: [9.2, 12.48],
  'Akwa Ibom': [5.04, 7.93],
  Anambra: [6.21, 7.07],
  Bauchi: [10.31, 9.84],
  Bayelsa: [4.92, 6.26],
  Benue: [7.73, 8.54],
  Borno: [11.85, 13.16],
  'Cross River': [4.95, 8.32],
  Delta: [6.2, 6.73],
  Ebonyi: [6.32, 8.11],
  Edo: [6.34, 5.63],
  Ekiti: [7.62, 5.22],
  Enugu: [6.46, 7.55],
  Gombe: [10.29, 11.17],
  Imo: [5.48, 7.03],
  Jigawa: [11.76, 9.34],
  Kaduna: [10.52, 7.44],
  Kano: [12.0, 8.52],
  Katsina: [12.99, 7.6],
  Kebbi: [12.45, 4.2],
  Kogi: [7.8, 6.74],
  Kwara: [8.5, 4.55],
  Lagos: [6.6, 3.35],
  Nasarawa: [8.49, 8.52],
  Niger: [9.61, 6.56],
  Ogun: [7.16, 3.35],
  Ondo: [7.25, 5.2],
  Osun: [7.77, 4.56],
  Oyo: [7.38, 3.94],
  Plateau: [9.9, 8.86],
  Rivers: [4.82, 7.03],
  Sokoto: [13.06, 5.24],
  Taraba: [8.89, 11.36],
  Yobe: [11.75, 11.96],
  Zamfara: [12.16, 6.66],
  FCT: [9.06, 7.49],
};

/** ISO 3166-2:NG without `NG-`, as Shipbubble's `state_code` (`LA`). */
const STATE_CODES: Record<NigerianState, string> = {
  Abia: 'AB',
  Adamawa: 'AD',
  'Akwa Ibom': 'AK',
  Anambra: 'AN',
  Bauchi: 'BA',
  Bayelsa: 'BY',
  Benue: 'BE',
  Borno: 'BO',
  'Cross River': 'CR',
  Delta: 'DE',
  Ebonyi: 'EB',
  Edo: 'ED',
  Ekiti: 'EK',
  Enugu: 'EN',
  Gombe: 'GO',
  Imo: 'IM',
  Jigawa: 'JI',
  Kaduna: 'KD',
  Kano: 'KN',
  Katsina: 'KT',
  Kebbi: 'KE',
  Kogi: 'KO',
  Kwara: 'KW',
  Lagos: 'LA',
  Nasarawa: 'NA',
  Niger: 'NI',
  Ogun: 'OG',
  Ondo: 'ON',
  Osun: 'OS',
  Oyo: 'OY',
  Plateau: 'PL',
  Rivers: 'RI',
  Sokoto: 'SO',
  Taraba: 'TA',
  Yobe: 'YO',
  Zamfara: 'ZA',
  FCT: 'FC',
};

/** Other ways an address names a state: its capital city, or the FCT by Abuja. */
const ALIASES: [RegExp, NigerianState][] = [
  [/\babuja\b|\bfederal capital territory\b/i, 'FCT'],
  [/\bport harcourt\b/i, 'Rivers'],
  [/\bibadan\b/i, 'Oyo'],
  [/\bmaiduguri\b/i, 'Borno'],
  [/\bbenin city\b/i, 'Edo'],
  [/\bikeja\b|\blekki\b|\bvictoria island\b|\bsurulere\b|\byaba\b/i, 'Lagos'],
];

export interface StateOfAddress {
  state: NigerianState;
  stateCode: string;
  latitude: number;
  longitude: number;
}

/**
 * The Nigerian state an address names: the one written last ("…, Ikeja, Lagos" is Lagos; "Niger Road, Kano" is
 * Kano), else a city that tells it (Abuja, Port Harcourt…); null when none does.
 */
export function stateOfAddress(address: string): StateOfAddress | null {
  let found: { state: NigerianState; at: number } | null = null;
  for (const state of NIGERIAN_STATES) {
    const pattern = new RegExp(`\\b${state.replace(' ', '\\s+')}\\b`, 'gi');
    for (const match of address.matchAll(pattern)) {
      if (!found || match.index > found.at) found = { state, at: match.index };
    }
  }
  const state = found?.state ?? ALIASES.find(([pattern]) => pattern.test(address))?.[1];
  if (!state) return null;
  const [latitude, longitude] = CAPITALS[state];
  return { state, stateCode: STATE_CODES[state], latitude, longitude };
}

/** Kilometres between two points on the Earth (haversine). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
