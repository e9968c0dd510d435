import { wikiLink } from './wiki-link';

describe('wikiLink', () => {
  it.each([
    ['Krytan Fisher', 'https://wiki.guildwars2.com/wiki/Krytan_Fisher'],
    ['Avid World Class Fisher', 'https://wiki.guildwars2.com/wiki/Avid_World_Class_Fisher'],
    ['Fishing', 'https://wiki.guildwars2.com/wiki/Fishing'],
    ["Dragon's End Fisher", "https://wiki.guildwars2.com/wiki/Dragon's_End_Fisher"],
  ])('links %s to %s', (article, expected) => {
    expect(wikiLink(article)).toBe(expected);
  });
});
