/** A tool or newsletter listed in the marketplace. */
export interface MarketplaceEntry {
  name: string;
  description: string;
  /** URL of the SVG logo, bundled from ../logos. */
  logo: string;
  tags: readonly string[];
  websiteUrl: string;
}
