/** Brand and chart colours: the only place the client spells out a colour. */
export const brand = {
  navy: '#00478f',
  blue: '#3366CC',
  teal: '#4ECDC4',
  violet: '#7A6FAC',
  orange: '#e66912',
  ink: '#0b1f33',
  mist: '#f4f7fb',
} as const;

/** The spec's five-colour chart palette, in order. */
export const chartPalette = [brand.blue, brand.navy, brand.teal, brand.violet, brand.orange];
