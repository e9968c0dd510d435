// Fish the game calls alike in one language (issue 60: "Kugelfisch" is Blowfish and Pufferfish).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameWords } from '../../src/lib/game-words/game-words-schema.ts';

/** What the catalog knows of a fish that can tell it apart: its regions and its holes. */
export interface FishFacts {
  regions: readonly string[];
  holes: readonly string[];
}

type Tells = NonNullable<GameWords['tells']>;

/**
 * For every catalog fish whose name in the language another catalog fish shares, what tells it
 * apart: its region where each of them has another one, else its holes where those differ;
 * nothing where neither does (the page then shows the name alone, as the game does).
 */
export function nameTwins(
  names: Readonly<Record<string, string>>,
  facts: Readonly<Record<string, FishFacts>>,
): Tells {
  const byName = new Map<string, string[]>();
  for (const [id, name] of Object.entries(names)) {
    if (!facts[id]) continue;
    byName.set(name, [...(byName.get(name) ?? []), id]);
  }
  const tells: Tells = {};
  for (const ids of byName.values()) {
    if (ids.length < 2) continue;
    const region = (id: string) =>
      facts[id]?.regions.length === 1 ? facts[id].regions[0] : undefined;
    const holes = (id: string) => [...(facts[id]?.holes ?? [])].join('|');
    if (ids.every((id) => region(id)) && new Set(ids.map(region)).size === ids.length) {
      for (const id of ids) tells[id] = { region: region(id) };
    } else if (new Set(ids.map(holes)).size === ids.length) {
      for (const id of ids) tells[id] = { holes: [...(facts[id]?.holes ?? [])] };
    }
  }
  return tells;
}

/** Each fish's regions and holes, from the catalog's generated region files (`public/assets`). */
export function catalogFishFacts(assetsDir: string): Record<string, FishFacts> {
  const regionsDir = join(assetsDir, 'Regions');
  const facts: Record<string, { regions: string[]; holes: string[] }> = {};
  for (const key of readdirSync(regionsDir)) {
    const path = join(regionsDir, key, `${key}.ItemExtensions.json`);
    const extensions = JSON.parse(readFileSync(path, 'utf8')) as Record<
      string,
      { fishingHole?: string[] }
    >;
    for (const [id, extension] of Object.entries(extensions)) {
      const entry = (facts[id] ??= { regions: [], holes: extension.fishingHole ?? [] });
      entry.regions.push(key);
    }
  }
  return facts;
}
