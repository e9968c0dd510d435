// Facts from shared/data/fish-salvage.json (sources and unknowns marked there), written into the project.
// Salvage kinds the sources state per fish; every other fish is DEFAULT.
import type { SalvageMetadata } from './metadata-types.ts';

export const fishSalvage: readonly SalvageMetadata[] = [
  {
    id: 95654,
    name: 'Seahorse',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 95699,
    name: 'Axolotl',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 95765,
    name: 'Albino Axolotl',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 95793,
    name: 'Flapjack Octopus',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 96181,
    name: 'Jade Sea Turtle',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 96218,
    name: 'Cerulean Salamander',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 96439,
    name: 'Royal Starfish',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 96632,
    name: 'Leafy Sea Dragon',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 96874,
    name: 'Giant Octopus',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 97004,
    name: 'Old Whiskers',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 97163,
    name: 'Aquatic Frog',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 97596,
    name: 'Horseshoe Crab',
    salvage: 'KARMA',
    confidence: 'high',
  },
  {
    id: 95961,
    name: 'Krytan Crawfish',
    salvage: 'CRABMEAT',
    confidence: 'low-medium',
  },
  {
    id: 96276,
    name: 'Snow Crab',
    salvage: 'CRABMEAT',
    confidence: 'low-medium',
  },
  {
    id: 96116,
    name: 'Red Herring',
    salvage: 'OTHER',
    confidence: 'medium',
  },
  {
    id: 96852,
    name: 'Goldfish',
    salvage: 'OTHER',
    confidence: 'medium',
  },
  {
    id: 97388,
    name: 'Silverfish',
    salvage: 'OTHER',
    confidence: 'medium',
  },
];
