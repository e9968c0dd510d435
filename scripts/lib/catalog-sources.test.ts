// The data page's list of sources (src/features/help/catalog-sources.ts) against docs/DATA.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogSources } from '../../src/features/help/catalog-sources.ts';

const dataDoc = readFileSync(new URL('../../docs/DATA.md', import.meta.url), 'utf8');
const sourcesSection = dataDoc.slice(
  dataDoc.indexOf('## Sources'),
  dataDoc.indexOf('## The model'),
);
const documentedIds = [...sourcesSection.matchAll(/^\| (\w+)\s+\| /gm)]
  .map((match) => match[1])
  .filter((id) => id !== 'id');

describe('catalogSources', () => {
  it('lists every source of docs/DATA.md, in its order', () => {
    expect(documentedIds.length).toBeGreaterThan(5);
    expect(catalogSources.map((source) => source.id)).toEqual(documentedIds);
  });
});
