/** A product's id from the URL; NaN for anything but a positive whole number, which no product has. */
export const productIdOf = (param: string | undefined): number =>
  param && /^\d+$/.test(param) ? Number(param) : NaN;
