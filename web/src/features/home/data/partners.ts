/** A firm in the "Utilized by leading firms" strip. Invented firms on reserved .example domains. */
export interface Partner {
  name: string;
  url: string;
  /** Served from web/public, so the strip loads no script for its images. */
  logo: string;
}

export const partners: readonly Partner[] = [
  { name: 'Northwind Securities', url: 'https://northwind-securities.example', logo: '/logos/partners/northwind-securities.svg' },
  { name: 'Harborline Brokerage', url: 'https://harborline-brokerage.example', logo: '/logos/partners/harborline-brokerage.svg' },
  { name: 'Meridian Clearing', url: 'https://meridian-clearing.example', logo: '/logos/partners/meridian-clearing.svg' },
  { name: 'Bluefin Trading Technologies', url: 'https://bluefin-trading.example', logo: '/logos/partners/bluefin-trading.svg' },
  { name: 'Summit Ridge Capital', url: 'https://summit-ridge-capital.example', logo: '/logos/partners/summit-ridge-capital.svg' },
  { name: 'Lanternfish Markets', url: 'https://lanternfish-markets.example', logo: '/logos/partners/lanternfish-markets.svg' },
  { name: 'Copperleaf Execution', url: 'https://copperleaf-execution.example', logo: '/logos/partners/copperleaf-execution.svg' },
  { name: 'Tidewater Brokers', url: 'https://tidewater-brokers.example', logo: '/logos/partners/tidewater-brokers.svg' },
];

/** Logos are drawn on a 176 x 48 canvas: the mark, and the firm's name on two lines beside it. */
export const PARTNER_LOGO_SIZE = { width: 176, height: 48 } as const;
