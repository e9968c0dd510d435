// Facts from shared/data/fishing-regions.json (sources and unknowns marked there), written into the project.
// Fishing achievements outside the regional collections.
import type { OtherAchievementMetadata } from './metadata-types.ts';

export const otherAchievementMetadata: readonly OtherAchievementMetadata[] = [
  {
    key: 'WorldClassFisher',
    id: 6224,
    name: 'World Class Fisher',
    description: 'Collection: catch 14 fish that live in waters all over the world (any region).',
    background: 'linear-gradient(135deg, hsl(200 50% 30%) 0%, hsl(240 55% 16%) 100%)',
    children: [6110],
    requiredCount: null,
    itemIds: [
      96852, 96635, 95992, 96804, 96108, 96304, 97097, 97388, 96116, 95624, 95682, 96141, 97497,
      95870,
    ],
    recommendedWaypoints: [
      {
        name: 'Gendarran Fields',
        links: [
          {
            title: 'World Class fish from River Fish holes',
            name: 'Bloodfields Waypoint',
            inGameLink: '[&BAIEAAA=]',
            details: '',
          },
        ],
      },
      {
        name: "Lion's Arch",
        links: [
          {
            title: 'World Class fish from Coastal Fish holes',
            name: 'Farshore Waypoint',
            inGameLink: '[&BDMEAAA=]',
            details: '',
          },
          {
            title: 'World Class fish from Coastal Fish holes',
            name: 'Sanctum Harbor Waypoint',
            inGameLink: '[&BC8EAAA=]',
            details: '',
          },
        ],
      },
      {
        name: 'The Echovald Wilds',
        links: [
          {
            title: 'World Class fish from Lake Fish holes (then Mori Village)',
            name: 'Qinkai Waypoint',
            inGameLink: '[&BNQMAAA=]',
            details: '',
          },
        ],
      },
      {
        name: 'Crystal Oasis',
        links: [
          {
            title: 'World Class fish from Desert Fish holes',
            name: 'Amnoon Waypoint',
            inGameLink: '[&BLsKAAA=]',
            details: '',
          },
        ],
      },
      {
        name: 'New Kaineng City',
        links: [
          {
            title: 'World Class fish from Channel Fish holes',
            name: 'Ministry Ward Waypoint',
            inGameLink: '[&BBkNAAA=]',
            details: '',
          },
        ],
      },
      {
        name: 'Kessex Hills',
        links: [
          {
            title: 'World Class fish from Polluted Lake Fish holes (minimum fishing power 500)',
            name: 'Ireko Tradecamp Waypoint',
            inGameLink: '[&BAoAAAA=]',
            details: '',
          },
        ],
      },
    ],
  },
  {
    key: 'AvidWorldClassFisher',
    id: 6110,
    name: 'Avid World Class Fisher',
    description: 'Repeatable version of World Class Fisher (same 14 fish).',
    background: 'linear-gradient(135deg, hsl(215 50% 30%) 0%, hsl(255 55% 16%) 100%)',
    children: [],
    requiredCount: null,
    itemIds: [
      96852, 96635, 95992, 96804, 96108, 96304, 97097, 97388, 96116, 95624, 95682, 96141, 97497,
      95870,
    ],
    recommendedWaypoints: [],
  },
  {
    key: 'SaltwaterFisher',
    id: 6471,
    name: 'Saltwater Fisher',
    description: 'Collection: catch 14 fish found in saltwater anywhere in the world.',
    background: 'linear-gradient(135deg, hsl(185 50% 30%) 0%, hsl(225 55% 16%) 100%)',
    children: [6393],
    requiredCount: null,
    itemIds: [
      95654, 96632, 96082, 97247, 97241, 97596, 95600, 96097, 96265, 96110, 97340, 95793, 95968,
      97534,
    ],
    recommendedWaypoints: [
      {
        name: 'Rata Sum',
        links: [
          {
            title: 'Saltwater Fish holes (minimum fishing power 550)',
            name: 'Port Waypoint',
            inGameLink: '[&BAcFAAA=]',
            details: '',
          },
        ],
      },
      {
        name: 'Lowland Shore',
        links: [
          {
            title: 'Alternative for some saltwater fish',
            name: 'Harvest Shore Waypoint',
            inGameLink: '[&BN8OAAA=]',
            details: '',
          },
        ],
      },
    ],
  },
  {
    key: 'AvidSaltwaterFisher',
    id: 6393,
    name: 'Avid Saltwater Fisher',
    description: 'Repeatable version of Saltwater Fisher (same 14 fish).',
    background: 'linear-gradient(135deg, hsl(190 50% 30%) 0%, hsl(230 55% 16%) 100%)',
    children: [],
    requiredCount: null,
    itemIds: [
      95654, 96632, 96082, 97247, 97241, 97596, 95600, 96097, 96265, 96110, 97340, 95793, 95968,
      97534,
    ],
    recommendedWaypoints: [],
  },
  {
    key: 'AquaticTrashCollector',
    id: 6439,
    name: 'Aquatic Trash Collector',
    description:
      'Collection of 14 junk items fished up (broken gear, driftwood, a rotten fish head and so on).',
    background: 'linear-gradient(135deg, hsl(30 50% 30%) 0%, hsl(70 55% 16%) 100%)',
    children: [],
    requiredCount: null,
    itemIds: [
      95767, 96819, 96885, 96153, 97032, 96500, 97250, 97667, 95880, 97252, 97566, 96779, 97707,
      96063,
    ],
    recommendedWaypoints: [],
  },
  {
    key: 'AquaticTreasureCollector',
    id: 6505,
    name: 'Aquatic Treasure Collector',
    description:
      'Collection of 7 sunken treasure items (compass, spyglass, astrolabe, diving helm, statuette, vase, sextant).',
    background: 'linear-gradient(135deg, hsl(45 50% 30%) 0%, hsl(85 55% 16%) 100%)',
    children: [],
    requiredCount: null,
    itemIds: [96234, 97015, 97747, 97007, 96016, 95816, 95885],
    recommendedWaypoints: [],
  },
  {
    key: 'KindOfABigReel',
    id: 6201,
    name: 'Kind of a Big Reel',
    description: 'Fishing meta achievement: complete 5 of the fishing collection achievements.',
    background: 'linear-gradient(135deg, hsl(120 50% 30%) 0%, hsl(160 55% 16%) 100%)',
    children: [
      6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439,
      6505, 6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
    ],
    requiredCount: 5,
    itemIds: [],
    recommendedWaypoints: [],
  },
  {
    key: 'FishmongersKnowMe',
    id: 6478,
    name: 'Fishmongers Know Me',
    description: 'Fishing meta achievement: complete 10 of the fishing collection achievements.',
    background: 'linear-gradient(135deg, hsl(135 50% 30%) 0%, hsl(175 55% 16%) 100%)',
    children: [
      6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439,
      6505, 6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
    ],
    requiredCount: 10,
    itemIds: [],
    recommendedWaypoints: [],
  },
  {
    key: 'ImVeryBuoyant',
    id: 6109,
    name: "I'm Very Buoyant",
    description: 'Fishing meta achievement: complete 15 of the fishing collection achievements.',
    background: 'linear-gradient(135deg, hsl(150 50% 30%) 0%, hsl(190 55% 16%) 100%)',
    children: [
      6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439,
      6505, 6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
    ],
    requiredCount: 15,
    itemIds: [],
    recommendedWaypoints: [],
  },
  {
    key: 'IHaveManyLureBoundHooks',
    id: 6284,
    name: 'I Have Many Lure-Bound Hooks',
    description: 'Fishing meta achievement: complete 20 of the fishing collection achievements.',
    background: 'linear-gradient(135deg, hsl(165 50% 30%) 0%, hsl(205 55% 16%) 100%)',
    children: [
      6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439,
      6505, 6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
    ],
    requiredCount: 20,
    itemIds: [],
    recommendedWaypoints: [],
  },
  {
    key: 'MyGuildHallSmellsOfFishProgeny',
    id: 6279,
    name: 'My Guild Hall Smells of Fish Progeny',
    description: 'Fishing meta achievement: complete 25 of the fishing collection achievements.',
    background: 'linear-gradient(135deg, hsl(180 50% 30%) 0%, hsl(220 55% 16%) 100%)',
    children: [
      6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439,
      6505, 6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
    ],
    requiredCount: 25,
    itemIds: [],
    recommendedWaypoints: [],
  },
  {
    key: 'CodSwimmingAmongstMereMinnows',
    id: 6111,
    name: 'Cod Swimming Amongst Mere Minnows',
    description: 'Fishing meta achievement: complete 30 of the fishing collection achievements.',
    background: 'linear-gradient(135deg, hsl(280 50% 30%) 0%, hsl(320 55% 16%) 100%)',
    children: [
      6068, 6179, 6330, 6344, 6363, 6317, 6106, 6489, 6336, 6342, 6258, 6506, 6471, 6224, 6439,
      6505, 6263, 6153, 6484, 6475, 6227, 6509, 6250, 6339, 6264, 6192, 6466, 6402, 6393, 6110,
    ],
    requiredCount: 30,
    itemIds: [],
    recommendedWaypoints: [],
  },
];
