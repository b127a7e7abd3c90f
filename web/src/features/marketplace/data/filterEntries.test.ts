import { filterEntries } from './filterEntries';
import { newsletters } from './newsletters';
import { tools } from './tools';

describe('filterEntries', () => {
  it('returns everything for an empty or blank search', () => {
    expect(filterEntries(tools, '')).toHaveLength(9);
    expect(filterEntries(newsletters, '   ')).toHaveLength(9);
  });

  it('matches a tag in any case', () => {
    expect(filterEntries(tools, 'no code').map((t) => t.name)).toEqual(['AlgoBlocks']);
  });

  it('matches part of a name or a description', () => {
    expect(filterEntries(newsletters, 'LEDGER').map((n) => n.name)).toEqual(['The Value Ledger']);
    expect(filterEntries(tools, 'drawdown').map((t) => t.name)).toEqual(['RiskHarbor']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterEntries(tools, 'zzz-not-there')).toEqual([]);
  });
});

describe('marketplace data', () => {
  it.each([
    ['tools', tools],
    ['newsletters', newsletters],
  ])('has 9 %s with unique names on .example sites', (_name, entries) => {
    expect(entries).toHaveLength(9);
    expect(new Set(entries.map((e) => e.name)).size).toBe(9);
    for (const entry of entries) {
      expect(entry.websiteUrl).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      expect(entry.tags.length).toBeGreaterThan(0);
    }
  });
});
