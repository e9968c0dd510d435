/**
 * Written corrections of @gw2efficiency/game-data's fish, each with its reason (docs/DATA.md).
 * Sources: E FishingBuddy, G the game's own hint text (API achievement bits), O Angler Associate,
 * T Gw2Fish, H fishing-companion — see scripts/data/sources/fish-crosscheck.json.
 */
import type { CorrectableFacts, FishCorrection } from './metadata-types.ts';

type Fish = readonly [itemId: number, name: string];

const each = (fish: readonly Fish[], set: Partial<CorrectableFacts>, reason: string) =>
  fish.map(([itemId, name]): FishCorrection => ({ itemId, name, set, reason }));

const ANY_MORE_OFTEN = (time: 'DAY' | 'NIGHT'): Partial<CorrectableFacts> => ({
  timeOfDay: 'ANY',
  higherChanceTime: time,
});

const HINT_ANY_TIME =
  'The game\'s hint says "Any, Day/Night (Higher Chance)" (G), as do E and O: it bites at any time, more often at that time. The package keeps only the better time.';

/** Time of day: fish that bite at any time, more often at one time (and two at dusk/dawn too). */
const times: FishCorrection[] = [
  ...each(
    [
      [101240, 'Blightbob'],
      [102796, 'Spectacled Lumper'],
      [103274, 'Violet Screamer'],
      [103060, 'Viperfish'],
      [102966, 'Juvenile Frogfish'],
      [102437, 'Mouse-Eared Octopus'],
    ],
    ANY_MORE_OFTEN('NIGHT'),
    HINT_ANY_TIME,
  ),
  ...each(
    [
      [101523, 'Frenzied Cephalopod'],
      [101209, 'Glutfish'],
      [102451, 'Lowland Grunt'],
      [102523, 'Mohawk Bream'],
      [102930, 'Flowerhead'],
    ],
    ANY_MORE_OFTEN('DAY'),
    HINT_ANY_TIME,
  ),
  ...each(
    [[101446, 'Maddened Mackerel']],
    ANY_MORE_OFTEN('NIGHT'),
    'The game\'s hint says "Night (Higher Chance)" (G): a higher chance at night implies a lower one at other times; E says Any. O alone says Night only.',
  ),
  ...each(
    [[105448, 'Ruby-Scaled Goatfish']],
    ANY_MORE_OFTEN('NIGHT'),
    'O (the only source for Castora) says Any, Night (higher chance); the package keeps only Night.',
  ),
  ...each(
    [
      [105695, 'Sapphire-Scaled Moonfish'],
      [105730, 'Secret Squid'],
    ],
    ANY_MORE_OFTEN('DAY'),
    'O (the only source for Castora) says Any, Day (higher chance); the package keeps only Day.',
  ),
  ...each(
    [[104237, 'Longbeak Parrotfish']],
    { timeOfDay: 'TWILIGHT', higherChanceTime: 'DAY' },
    'The game\'s hint says "Dusk/Dawn, Day (Higher Chance)" (G) and O agrees: it bites at dusk, dawn and day. The package and E say Day only.',
  ),
  ...each(
    [[104275, 'Spineback Crab']],
    { timeOfDay: 'TWILIGHT', higherChanceTime: 'NIGHT' },
    'The game\'s hint says "Dusk/Dawn, Night (Higher Chance)" (G) and O agrees: it bites at dusk, dawn and night. The package and E say Night only.',
  ),
];

const HINT_ANY_HOLE =
  'The game\'s hint lists "Any, Open Water" with a higher chance at the named hole (G); O agrees on every hole. The package keeps only the special hole.';

/** Holes: Inner Nayos fish bite anywhere, more often at one hole. */
const holes: FishCorrection[] = [
  ...each(
    [
      [101241, 'Daydream'],
      [101127, 'Phantom Pollock'],
    ],
    { fishingHole: ['ANY', 'NONE'], higherChanceHoles: ['NONE'] },
    'The game\'s hint says "Any, Open Water (Higher Chance)" (G); E and O list open water too. The package says Any only.',
  ),
  ...each(
    [
      [101622, 'Buried Angst'],
      [101523, 'Frenzied Cephalopod'],
      [101446, 'Maddened Mackerel'],
    ],
    { fishingHole: ['ANY', 'NONE', 'DREAM'], higherChanceHoles: ['DREAM'] },
    HINT_ANY_HOLE,
  ),
  ...each(
    [
      [101240, 'Blightbob'],
      [101209, 'Glutfish'],
    ],
    { fishingHole: ['ANY', 'NONE', 'NAYOSIAN'], higherChanceHoles: ['NAYOSIAN'] },
    HINT_ANY_HOLE,
  ),
  ...each(
    [[100354, 'Balance Fish']],
    {
      timeOfDay: 'ANY',
      higherChanceTime: 'TWILIGHT',
      fishingHole: ['ANY', 'NONE', 'SPIRE'],
      higherChanceHoles: ['SPIRE'],
    },
    'The game\'s hint: "found in the waters of Amnytas anywhere, anytime … commonly seen with Spire Fish during dawn and dusk"; "Any (Low Chance), Dusk/Dawn" and "Any, Open Water, Spire Fish (Commonly Spotted)" (G). E and O record only dusk/dawn; we follow the game.',
  ),
];

/** Plain errors. */
const errors: FishCorrection[] = [
  ...each(
    [[96701, 'Dhuum Fish']],
    { bait: 'ANY' },
    'All five sources (E, G, O, T, H) say Any; the package says Leech.',
  ),
];

// Fishing power: where O and H (the sources that give it) agree against the package, and where the
// package has none (0), the lowest per-hole minimum of the fish's holes in its region
// (shared/data/fishing-regions.json fishingPowerByHole: AnglerAssociate, Peureki).
const power: FishCorrection[] = [
  ...each(
    [
      [96367, 'Elon Tetra'],
      [96308, 'Lungfish'],
      [97755, 'Zander'],
    ],
    { fishingPower: 500 },
    'O and H give 500 (they also bite in open water, 500 in the Crystal Desert); the package gives its Desert Fish hole value 550.',
  ),
  ...each(
    [
      [97369, 'Sea Trout'],
      [96085, 'Cobia'],
      [95890, 'Sheepshead'],
      [96397, 'Parrotfish'],
    ],
    { fishingPower: 550 },
    'O and H give 550 for the Desert Isles open-water fish; the package gives 500.',
  ),
  ...each(
    [[96720, 'Flayfin']],
    { fishingPower: 700 },
    'O and H give 700 (it also bites in open water); the package gives its Volcanic hole value 750.',
  ),
  ...each(
    [[96597, 'Igneous Rockfish']],
    { fishingPower: 650 },
    'O and H give 650 (it also bites in open water); the package gives its Coastal hole value 700.',
  ),
  ...each(
    [
      [101241, 'Daydream'],
      [101127, 'Phantom Pollock'],
    ],
    { fishingPower: 600 },
    'No per-fish value; Peureki: every Inner Nayos fish comes from Nayosian (600) or Dream (650) holes, so 600.',
  ),
  ...each(
    [
      [102451, 'Lowland Grunt'],
      [102523, 'Mohawk Bream'],
      [102667, 'Indigo Drakefish'],
      [102796, 'Spectacled Lumper'],
      [102930, 'Flowerhead'],
      [103060, 'Viperfish'],
      [103274, 'Violet Screamer'],
      [103280, 'Shaderock Salamander'],
    ],
    { fishingPower: 550 },
    'No per-fish value; its lowest hole in Janthir is a Lowland hole at 550 (Any: the lowest of the region).',
  ),
  ...each(
    [[102966, 'Juvenile Frogfish']],
    { fishingPower: 600 },
    'No per-fish value; its lowest hole is Freshwater Janthir Fish at 600.',
  ),
  ...each(
    [
      [102437, 'Mouse-Eared Octopus'],
      [102600, 'Longhorn Boxfish'],
      [103511, 'Queen Parrotfish'],
    ],
    { fishingPower: 650 },
    'No per-fish value; every hole it bites in (Janthir saltwater, Brackish Janthir) needs 650.',
  ),
  ...each(
    [
      [104237, 'Longbeak Parrotfish'],
      [104275, 'Spineback Crab'],
      [104280, 'Fishtailed Frog'],
      [104298, 'Feathered Snail'],
    ],
    { fishingPower: 550 },
    'No per-fish value; both Mistburned Barrens holes need 550.',
  ),
  ...each(
    [
      [105448, 'Ruby-Scaled Goatfish'],
      [105511, 'Bluefin Barratuna'],
      [105627, 'Castoran Bicorn'],
      [105678, 'Illustrious Opah'],
      [105695, 'Sapphire-Scaled Moonfish'],
      [105724, 'Illusive Jellycrab'],
      [105726, 'Seaweed-Cutting Scythetail'],
      [105730, 'Secret Squid'],
      [105862, 'Bearded Sunfish'],
      [105908, 'Emerald-Scaled Grouper'],
      [105980, 'Castoran Milkfish'],
      [106052, 'Great Bearded Goatfish'],
      [106654, 'Castoran Sea Bass'],
      [106669, 'Elusive Boxcrab'],
    ],
    { fishingPower: 650 },
    'No per-fish value; both Castora holes (Saltwater and Freshwater Tropical) need 650.',
  ),
  ...each(
    [
      [96852, 'Goldfish'],
      [96635, 'Armored Scalefish'],
      [95992, 'Bloodfish'],
      [96804, 'Bonefish'],
      [96108, 'Clawfish'],
      [96304, 'Dustfish'],
      [97097, 'Sunscale Striker'],
      [97388, 'Silverfish'],
      [96116, 'Red Herring'],
      [95624, 'Fangfish'],
      [95682, 'Totemfish'],
      [96141, 'Venomfish'],
      [97497, 'Twilight Striker'],
      [95870, 'Moonfin Striker'],
      [95654, 'Seahorse'],
      [96632, 'Leafy Sea Dragon'],
      [96082, 'Mantis Shrimp'],
      [97247, 'Electric Eel'],
      [97241, 'Rockfish'],
      [97596, 'Horseshoe Crab'],
      [95600, 'Sea Robin'],
      [96097, 'Redfin Barb'],
      [96265, 'Googly-Eyed Squid'],
      [96110, 'Shimmering Squid'],
      [97340, 'Vampire Squid'],
      [95793, 'Flapjack Octopus'],
      [95968, 'Aurelian Herring'],
      [97534, 'Red Gurnard'],
    ],
    { fishingPower: 50 },
    'No per-fish value; the game\'s hint says it is found "all across the world" in any hole or open water, and the lowest open water (Seitung Province) needs 50.',
  ),
];

/** Every correction; a fish may have several, each setting other fields. */
export const fishCorrections: readonly FishCorrection[] = [...times, ...holes, ...errors, ...power];
