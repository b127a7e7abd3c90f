import type { MarketplaceEntry } from './types';

/** Case-insensitive substring match on the name, the description or any tag. */
export function filterEntries(entries: readonly MarketplaceEntry[], search: string): MarketplaceEntry[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) => [entry.name, entry.description, ...entry.tags].some((text) => text.toLowerCase().includes(needle)));
}
