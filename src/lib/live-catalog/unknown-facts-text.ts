import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UnknownFact } from './unknown-facts';

const FACTS: Readonly<Record<UnknownFact, MessageDescriptor>> = {
  'fishing-power': msg`its fishing power`,
  salvage: msg`its salvage`,
  'name-and-rarity': msg`its name and rarity (the game did not describe the item)`,
  'where-and-when': msg`where, in which hole, with which bait and when it bites`,
  clock: msg`which clock its map follows (Tyria's is used)`,
  waypoints: msg`its recommended waypoints`,
  'collection-fishing-power': msg`the fishing power its fish need`,
};

function factText(i18n: I18n, fact: string): string {
  if (Object.hasOwn(FACTS, fact)) return i18n._(FACTS[fact as UnknownFact]);
  const [kind, ...rest] = fact.split(':');
  const text = rest.join(':');
  if (kind === 'hole') return i18n._(msg`the hole "${text}"`);
  if (kind === 'bait') return i18n._(msg`the bait "${text}"`);
  if (kind === 'time') return i18n._(msg`the time "${text}"`);
  return fact;
}

/** `fromGame.unknown` in the page's language: "its fishing power; the bait "Glowing Krill"". */
export const unknownFactsText = (i18n: I18n, facts: readonly string[]): string =>
  facts.map((fact) => factText(i18n, fact)).join('; ');
