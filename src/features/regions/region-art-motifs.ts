/**
 * Our own drawn scenery per region for the region art (viewBox 160 × 100, land standing on the
 * water line at y = 80): a sky, a sun or moon, and a few silhouettes from far to near.
 */
export interface RegionMotif {
  sky: readonly [top: string, bottom: string];
  /** Sun or moon: centre x, centre y, radius, colour. */
  orb?: readonly [x: number, y: number, r: number, colour: string];
  /** Silhouettes drawn in order (far first): SVG path data and fill. */
  layers: readonly (readonly [d: string, fill: string])[];
  water: string;
}

const hills = 'M0 62Q30 48 60 60T120 56T160 58V80H0Z';

const fallback: RegionMotif = {
  sky: ['#5d8fb8', '#cfe4f2'],
  orb: [128, 24, 10, '#fff3c4'],
  layers: [[hills, '#4f7d5a']],
  water: '#2d6d8f',
};

export const REGION_MOTIFS: Readonly<Record<string, RegionMotif>> = {
  Krytan: {
    sky: ['#6fa8d8', '#d9efff'],
    orb: [30, 22, 9, '#fff3c4'],
    layers: [
      [hills, '#5c8f4a'],
      ['M92 80V50h4v-4h4v4h4v-4h4v4h4v34ZM100 50V38l4-6 4 6v12Z', '#e2dccb'],
      ['M0 72Q40 62 80 72T160 70V80H0Z', '#3f6e35'],
    ],
    water: '#2f77a3',
  },
  Ascalonian: {
    sky: ['#c8643c', '#f6d2a0'],
    orb: [120, 30, 12, '#ffe0a0'],
    layers: [
      ['M0 66L28 52L52 62L84 48L120 60L160 50V80H0Z', '#8a5a44'],
      ['M18 80V58h6v4h6v-8h6v10h4v-6h8v22ZM96 80V64h5v-5h5v9h6v12Z', '#c9b59a'],
      ['M0 76Q50 68 100 76T160 74V80H0Z', '#6e4632'],
    ],
    water: '#4d6f82',
  },
  Shiverpeaks: {
    sky: ['#8fb8e0', '#eef6ff'],
    layers: [
      ['M0 80L30 40L48 60L70 28L96 64L118 44L160 80Z', '#7d8ea3'],
      [
        'M62 38L70 28L78 38L70 34ZM24 48L30 40L36 48L30 45ZM112 50L118 44L124 50L118 48Z',
        '#ffffff',
      ],
      ['M0 80L20 66L40 74L70 62L100 76L130 64L160 74V80Z', '#5c6b7f'],
    ],
    water: '#5f8fb0',
  },
  Maguuma: {
    sky: ['#5f9e7a', '#d3ecc4'],
    orb: [130, 20, 8, '#fff7c8'],
    layers: [
      [
        'M0 80V54Q10 40 22 52Q30 36 44 50Q56 38 66 52Q80 40 90 54Q104 36 116 52Q130 42 140 54Q152 44 160 52V80Z',
        '#2f6b3a',
      ],
      ['M0 80V68Q14 58 26 68Q40 58 54 68Q70 60 84 70Q100 60 116 70Q134 60 160 68V80Z', '#1f4d2a'],
    ],
    water: '#2f6f6a',
  },
  Orrian: {
    sky: ['#34404f', '#7d8f8a'],
    orb: [36, 24, 8, '#d7e6d4'],
    layers: [
      ['M0 70Q40 60 80 68T160 64V80H0Z', '#4b5a52'],
      ['M84 80V50h6v30ZM104 80V50h6v30ZM82 50h30v-5H82ZM126 80V60h6v20Z', '#8d9a8a'],
    ],
    water: '#2c4b52',
  },
  Desert: {
    sky: ['#e89e48', '#fde6b0'],
    orb: [44, 34, 14, '#fff1c2'],
    layers: [
      ['M106 68L124 46L142 68Z', '#b87a3e'],
      ['M0 70Q40 56 80 68T160 62V80H0Z', '#d9a25a'],
      ['M0 76Q50 66 100 76T160 74V80H0Z', '#c28444'],
    ],
    water: '#3f8fa0',
  },
  DesertIsles: {
    sky: ['#4fb6d2', '#d6f3f7'],
    orb: [126, 22, 9, '#fff6cc'],
    layers: [
      ['M14 80Q50 62 86 80ZM104 80Q128 70 152 80Z', '#e4c98a'],
      ['M47 72h2l1-20h-2ZM48 52Q38 46 32 54Q40 49 48 54Q56 46 64 54Q58 47 48 52Z', '#3f6b38'],
    ],
    water: '#1f8fb0',
  },
  RingOfFire: {
    sky: ['#4a2424', '#e0703a'],
    layers: [
      ['M18 80L66 34H82L132 80Z', '#3a2b2b'],
      ['M66 34H82L78 46L74 38L70 48Z', '#ff7a2a'],
      ['M72 26Q66 16 76 12Q84 6 90 14Q98 12 96 22Q90 28 82 24Q78 30 72 26Z', '#6b4a4a'],
    ],
    water: '#5a3a3a',
  },
  SeitungProvince: {
    sky: ['#7fc0e2', '#f6e7d0'],
    orb: [40, 24, 9, '#fff0c8'],
    layers: [
      ['M0 80Q30 62 60 80ZM86 80Q120 54 160 80Z', '#4f8a5a'],
      ['M116 64h18l-4-5h-10ZM119 59h12l-3-5h-6ZM123 54l2-5 2 5Z', '#b8423a'],
    ],
    water: '#2f86a8',
  },
  Kaineng: {
    sky: ['#d98a96', '#ffd9b8'],
    orb: [130, 26, 10, '#fff0d0'],
    layers: [
      [
        'M0 80V60h10V48h8v14h8V40h10v16h8V44h6v-8h6v16h10v6h8V46h12v16h10V50h8v16h14V54h10v8h12V48h20v32Z',
        '#3a3046',
      ],
    ],
    water: '#4a5a7a',
  },
  EchovaldWilds: {
    sky: ['#7fb092', '#e0efd8'],
    layers: [
      [
        'M0 80L12 56L24 80ZM20 80L34 46L48 80ZM90 80L104 48L118 80ZM128 80L142 52L156 80Z',
        '#3b6b4c',
      ],
      ['M40 80L56 40L72 80ZM64 80L80 50L96 80ZM108 80L122 58L136 80Z', '#244a36'],
    ],
    water: '#3b6b6a',
  },
  DragonsEnd: {
    sky: ['#3f7f7a', '#bfe6d6'],
    orb: [34, 22, 8, '#e8fff4'],
    layers: [
      [
        'M20 80Q40 46 50 80ZM56 80Q76 34 88 80ZM96 80Q112 52 120 80ZM126 80Q136 62 142 80Z',
        '#2e9c7e',
      ],
    ],
    water: '#1f6f6a',
  },
  HornOfMaguuma: {
    sky: ['#46688a', '#b5d7c8'],
    layers: [
      ['M60 44Q80 38 100 44Q92 62 80 66Q68 62 60 44Z', '#5e7a4a'],
      ['M0 80V66Q20 58 40 66Q60 56 80 68Q110 56 160 66V80Z', '#355a3a'],
      ['M28 66h3V54h-3ZM20 55Q29 44 39 55ZM130 66h3V58h-3ZM124 59Q131 50 139 59Z', '#c6a5d8'],
    ],
    water: '#2f5f70',
  },
  Janthir: {
    sky: ['#28345e', '#8a8fc0'],
    orb: [124, 22, 10, '#f2f0ff'],
    layers: [
      ['M0 80L24 54L40 66L64 40L90 70L112 50L160 80Z', '#3b3f5e'],
      ['M0 80L30 68L60 76L100 64L160 78V80Z', '#2a2d45'],
    ],
    water: '#3a4f7a',
  },
  MistburnedBarrens: {
    sky: ['#7d828c', '#d8d4c8'],
    layers: [
      ['M0 74Q40 66 80 72T160 70V80H0Z', '#6d6258'],
      ['M39 80V58l-7-9 1-1 7 8V50h2v9l5-7 1 1-6 8v19ZM118 80V62l-5-6 1-1 5 5v-6h2v20Z', '#3d3530'],
      ['M0 62Q40 56 80 62T160 60V66Q120 70 80 64T0 68Z', 'rgb(255 255 255 / 45%)'],
    ],
    water: '#5a6470',
  },
  Castora: {
    sky: ['#3265a6', '#c9e4ff'],
    orb: [36, 26, 9, '#ffffff'],
    layers: [
      ['M0 80Q40 66 80 74T160 70V80Z', '#3e5f86'],
      ['M70 80L76 50L82 80ZM84 80L92 38L100 80ZM102 80L106 60L110 80Z', '#9fd8ff'],
    ],
    water: '#2a5f9a',
  },
};

export const motifOf = (regionKey: string): RegionMotif => REGION_MOTIFS[regionKey] ?? fallback;
