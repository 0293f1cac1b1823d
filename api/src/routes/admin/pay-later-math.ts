/** One instalment of a pay-later plan, in kobo: the total split evenly, rounded up so n instalments cover it. */
export const instalmentKobo = (totalKobo: number, instalments: number): number =>
  Math.ceil(totalKobo / instalments);
