// Facts from shared/data/fishing-regions.json (sources and unknowns marked there), written into the project.
// Region metadata the fish package lacks: names, descriptions, fishing power, Canthan time, ids, waypoints.
import type { RegionMetadata } from './metadata-types.ts';

export const regionMetadata: readonly RegionMetadata[] = [
  {
    key: 'Krytan',
    displayName: 'Kryta',
    achievementName: 'Krytan Fisher',
    description: 'Collection: catch each of the 21 fish that live in the waterways of Kryta.',
    descriptions: [
      "Maps: Queensdale, Harathi Hinterlands, Kessex Hills, Gendarran Fields, Lion's Arch, Bloodtide Coast, Southsun Cove, Lake Doric, Divinity's Reach.",
    ],
    background: 'linear-gradient(135deg, hsl(140 55% 30%) 0%, hsl(200 60% 16%) 100%)',
    fishingPower: 450,
    useCanthanTime: false,
    achievementIds: [6068, 6263],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily Kryta Fisher'],
    recommendedWaypoints: [
      {
        name: "Lion's Arch",
        links: [
          {
            title: "Coastal Fish route (Lion's Arch)",
            name: 'Farshore Waypoint',
            inGameLink: '[&BDMEAAA=]',
            details: 'Areas: Inner Harbor; Holes: Coastal Fish',
          },
          {
            title: 'Coastal Fish route, alternative start',
            name: 'Sanctum Harbor Waypoint',
            inGameLink: '[&BC8EAAA=]',
            details: '',
          },
          {
            title: 'Grand Piazza',
            name: 'Claw Island Portage Waypoint',
            inGameLink: '[&BA8EAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Sanctum Harbor',
            name: 'Diverse Ledges Waypoint',
            inGameLink: '[&BC0EAAA=]',
            details: 'Holes: Coastal Fish',
          },
        ],
      },
      {
        name: 'Gendarran Fields',
        links: [
          {
            title: 'Lake Fish',
            name: 'Northfields Waypoint',
            inGameLink: '[&BJABAAA=]',
            details: 'Areas: Lake Gendarr, Northfields; Holes: Lake Fish, River Fish',
          },
          {
            title: 'River Fish',
            name: 'Bloodfields Waypoint',
            inGameLink: '[&BAIEAAA=]',
            details: 'Areas: Witherflank River; Holes: River Fish',
          },
          {
            title: 'River Fish benchmark route',
            name: 'Lionbridge Waypoint',
            inGameLink: '[&BJsDAAA=]',
            details: 'Areas: Lionbridge Expanse; Holes: Lake Fish, River Fish',
          },
          {
            title: 'Ascalon Settlement',
            name: 'Ascalon Settlement Waypoint',
            inGameLink: '[&BI8BAAA=]',
            details: 'Holes: River Fish',
          },
          {
            title: 'Cornucopian Fields',
            name: 'Applenook Hamlet Waypoint',
            inGameLink: '[&BJEBAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Vigilant Hills',
            name: 'Vigil Keep Waypoint',
            inGameLink: '[&BJIBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Lake Bounty',
            name: 'Almuten Waypoint',
            inGameLink: '[&BJQBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Brigantine Isles',
            name: 'Brigantine Waypoint',
            inGameLink: '[&BM0DAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Provern Shore',
            name: 'Provern Shore Waypoint',
            inGameLink: '[&BOQAAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Queensdale',
        links: [
          {
            title: 'Open-water fish',
            name: 'Scaver Waypoint',
            inGameLink: '[&BEUDAAA=]',
            details: 'Areas: Scaver Plateau; Holes: River Fish',
          },
          {
            title: 'Western Divinity Dam',
            name: 'Orchard Waypoint',
            inGameLink: '[&BEQDAAA=]',
            details: 'Holes: River Fish',
          },
          {
            title: 'Clayent Falls',
            name: 'Vale Waypoint',
            inGameLink: '[&BPQAAAA=]',
            details: 'Holes: Lake Fish, River Fish',
          },
          {
            title: 'Godslost Swamp',
            name: 'Swamplost Haven Waypoint',
            inGameLink: '[&BPcAAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Lake Delavan',
            name: "Ojon's Lumbermill Waypoint",
            inGameLink: '[&BPkAAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Eastern Divinity Dam, Shire of Beetletun',
            name: 'Beetletun Waypoint',
            inGameLink: '[&BPoAAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Harathi Hinterlands',
        links: [
          {
            title: 'Open-water fish',
            name: 'Shieldbluff Waypoint',
            inGameLink: '[&BKYAAAA=]',
            details: 'Areas: Guardian Lake; Holes: Lake Fish, River Fish',
          },
          {
            title: 'Trebuchet Bend',
            name: "Trebusha's Overlook Waypoint",
            inGameLink: '[&BK4AAAA=]',
            details: 'Holes: River Fish',
          },
          {
            title: 'Arca Lake',
            name: 'Bridgewatch Camp Waypoint',
            inGameLink: '[&BK8AAAA=]',
            details: 'Holes: Lake Fish, River Fish',
          },
          {
            title: 'Greystone Rise',
            name: "Seraph's Landing Waypoint",
            inGameLink: '[&BKcAAAA=]',
            details: 'Holes: River Fish',
          },
          {
            title: 'Splintered Teeth',
            name: 'Recovery Camp Waypoint',
            inGameLink: '[&BKwAAAA=]',
            details: 'Holes: River Fish',
          },
        ],
      },
      {
        name: 'Bloodtide Coast',
        links: [
          {
            title: 'Fishing benchmark route',
            name: 'Castavall Waypoint',
            inGameLink: '[&BK4BAAA=]',
            details: 'Areas: Flooded Castavall; Holes: Coastal Fish',
          },
          {
            title: "Vindar's Lagoon",
            name: 'Deadend Waypoint',
            inGameLink: '[&BAsEAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Mournful Depths',
            name: 'Mournful Waypoint',
            inGameLink: '[&BK0BAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Archen Foreland',
            name: 'Archen Foreland Waypoint',
            inGameLink: '[&BKMBAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Sorrowful Sound',
            name: 'Sorrowful Waypoint',
            inGameLink: '[&BKQBAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: "Merchantman's Strait",
            name: 'Laughing Gull Waypoint',
            inGameLink: '[&BKgBAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Dredgehat Isle, Sanguine Bay',
            name: 'Barrier Camp Waypoint',
            inGameLink: '[&BKkBAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Firth of Revanion',
            name: 'Firthside Vigil Waypoint',
            inGameLink: '[&BKoBAAA=]',
            details: 'Holes: River Fish',
          },
          {
            title: 'Mentecki Pass',
            name: 'Lostwreck Waypoint',
            inGameLink: '[&BKsBAAA=]',
            details: 'Holes: River Fish',
          },
        ],
      },
      {
        name: 'Kessex Hills',
        links: [
          {
            title: 'Viath Shore',
            name: "Overlord's Waypoint",
            inGameLink: '[&BAQAAAA=]',
            details: 'Holes: Polluted Lake Fish',
          },
          {
            title: 'Lychcroft Mere',
            name: 'Shadowheart Site Waypoint',
            inGameLink: '[&BAwAAAA=]',
            details: 'Holes: Polluted Lake Fish',
          },
          {
            title: 'Viathan Lake',
            name: 'Viathan Waypoint',
            inGameLink: '[&BBAAAAA=]',
            details: 'Holes: Polluted Lake Fish',
          },
          {
            title: "Wizard's Fief",
            name: 'Darkwound Waypoint',
            inGameLink: '[&BBEAAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: "Viathan's Arm",
            name: 'Overlake Haven Waypoint',
            inGameLink: '[&BBMAAAA=]',
            details: 'Holes: Polluted Lake Fish',
          },
        ],
      },
      {
        name: 'Lake Doric',
        links: [
          {
            title: "Saidra's Haven",
            name: "Doric's Landing Waypoint",
            inGameLink: '[&BK0JAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Southsun Cove',
        links: [
          {
            title: 'Southsun Shoals',
            name: 'Pride Point Waypoint',
            inGameLink: '[&BNIGAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Dappled Shores, Pearl Islet, Sawtooth Bay',
            name: 'Pearl Islet Waypoint',
            inGameLink: '[&BNUGAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: "Captain's Retreat",
            name: 'Camp Karka Waypoint',
            inGameLink: '[&BNcGAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: "Owain's Refuge, Southsun Strait",
            name: "Owain's Refuge Waypoint",
            inGameLink: '[&BNgGAAA=]',
            details: 'Holes: Coastal Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'Ascalonian',
    displayName: 'Ascalon',
    achievementName: 'Ascalonian Fisher',
    description: 'Collection: catch each of the 21 fish that live in the waterways of Ascalon.',
    descriptions: [
      'Maps: Plains of Ashford, Fields of Ruin, Fireheart Rise, Iron Marches, Diessa Plateau, Grothmar Valley, Blazeridge Steppes, Black Citadel.',
    ],
    background: 'linear-gradient(135deg, hsl(25 55% 30%) 0%, hsl(350 60% 16%) 100%)',
    fishingPower: 500,
    useCanthanTime: false,
    achievementIds: [6330, 6484],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily Ascalon Fisher'],
    recommendedWaypoints: [
      {
        name: 'Diessa Plateau',
        links: [
          {
            title: 'Lake Fish route start (then Breachwater)',
            name: "Manbane's Waypoint",
            inGameLink: '[&BMkDAAA=]',
            details: '',
          },
          {
            title: 'Lake Fish route continuation',
            name: 'Breachwater Waypoint',
            inGameLink: '[&BGQBAAA=]',
            details: 'Areas: Breachwater Lake; Holes: Lake Fish',
          },
          {
            title: 'Open-water fish',
            name: 'Blackblade Waypoint',
            inGameLink: '[&BEIEAAA=]',
            details: 'Areas: Blackblade Lake; Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Fireheart Rise',
        links: [
          {
            title:
              "Noxious Water Fish route start (then Breaktooth's); Fireheart Rise also has Lake Fish",
            name: 'Sati Waypoint',
            inGameLink: '[&BBYCAAA=]',
            details: 'Areas: Fuller Cistern, Sati Passage; Holes: Lake Fish, Noxious Water Fish',
          },
          {
            title: 'Noxious Water Fish route continuation',
            name: "Breaktooth's Waypoint",
            inGameLink: '[&BBoCAAA=]',
            details: 'Areas: Sloven Pitch; Holes: Noxious Water Fish, Volcanic Fish',
          },
          {
            title: 'Cozen Desolation',
            name: 'Pig Iron Waypoint',
            inGameLink: '[&BBcCAAA=]',
            details: 'Holes: Volcanic Fish',
          },
          {
            title: 'Pig Iron Mine',
            name: 'Severed Breach Waypoint',
            inGameLink: '[&BBkCAAA=]',
            details: 'Holes: Lake Fish, Noxious Water Fish',
          },
          {
            title: 'Highland Thaw',
            name: "Icespear's Waypoint",
            inGameLink: '[&BCACAAA=]',
            details: 'Holes: Boreal Fish',
          },
          {
            title: 'The Baelfire',
            name: 'The Citadel of Flame Waypoint',
            inGameLink: '[&BEAFAAA=]',
            details: 'Holes: Noxious Water Fish, Volcanic Fish',
          },
        ],
      },
      {
        name: 'Fields of Ruin',
        links: [
          {
            title: 'Noxious Water Fish only (4 pools close together)',
            name: 'Tenaebron Waypoint',
            inGameLink: '[&BNcAAAA=]',
            details: 'Areas: Tenaebron Lake; Holes: Noxious Water Fish',
          },
          {
            title: 'Gillfarn Plains',
            name: 'Fangfury Watch Waypoint',
            inGameLink: '[&BEwBAAA=]',
            details: 'Holes: Lake Fish, Noxious Water Fish',
          },
          {
            title: "Warrior's Crown",
            name: 'Summit Waypoint',
            inGameLink: '[&BNUAAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Plains of Ashford',
        links: [
          {
            title: 'Open-water fish',
            name: 'Loreclaw Waypoint',
            inGameLink: '[&BMcDAAA=]',
            details: '',
          },
          {
            title: 'Lake Adorea',
            name: 'Adorea Waypoint',
            inGameLink: '[&BIUBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Ascalon City Ruins',
            name: 'Ascalon City Waypoint',
            inGameLink: '[&BIcBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Ascalon Basin',
            name: 'Irondock Shipyard Waypoint',
            inGameLink: '[&BIoBAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Blazeridge Steppes',
        links: [
          {
            title: 'Behem Gauntlet',
            name: 'Behem Waypoint',
            inGameLink: '[&BP0BAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Grothmar Valley',
        links: [
          {
            title: "Kralkatorrik's Emergence Zone",
            name: 'Dalada Forest Waypoint',
            inGameLink: '[&BA4MAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: "Sacnoth Stream, Tribunes' Trench",
            name: 'Wardowns Waypoint',
            inGameLink: '[&BPgLAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Iron Marches',
        links: [
          {
            title: 'Ironhead Lake',
            name: 'Dewclaw Waypoint',
            inGameLink: '[&BOIBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Bloodfin Lake, Sunken Halls of Clarent',
            name: 'Bloodfin Lake Waypoint',
            inGameLink: '[&BOMBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: "Monger's Sink",
            name: 'Village of Scalecatch Waypoint',
            inGameLink: '[&BOcBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Lake Desolann',
            name: 'Brandwatch Encampment Waypoint',
            inGameLink: '[&BOkBAAA=]',
            details: 'Holes: Noxious Water Fish',
          },
          {
            title: 'Lake Carnifex',
            name: 'Bulwark Waypoint',
            inGameLink: '[&BOwBAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'Shiverpeaks',
    displayName: 'Shiverpeak Mountains',
    achievementName: 'Shiverpeaks Fisher',
    description:
      'Collection: catch each of the 21 fish that live in the waterways of the Shiverpeaks.',
    descriptions: [
      "Maps: Lornar's Pass, Wayfarer Foothills, Timberline Falls, Frostgorge Sound, Snowden Drifts, Bitterfrost Frontier, Thunderhead Peaks, Drizzlewood Coast, Dredgehaunt Cliffs, Hoelbrak, Bjora Marches.",
    ],
    background: 'linear-gradient(135deg, hsl(195 55% 30%) 0%, hsl(220 60% 16%) 100%)',
    fishingPower: 450,
    useCanthanTime: false,
    achievementIds: [6179, 6153],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily Shiverpeaks Fisher'],
    recommendedWaypoints: [
      {
        name: 'Frostgorge Sound',
        links: [
          {
            title: 'Boreal Fish route',
            name: 'Ice Floe Waypoint',
            inGameLink: '[&BH4CAAA=]',
            details: 'Areas: The Sea of Lamentation; Holes: Boreal Fish',
          },
          {
            title: 'Grimstone Mol',
            name: 'Honor of the Waves Waypoint',
            inGameLink: '[&BEMFAAA=]',
            details: 'Holes: Boreal Fish',
          },
          {
            title: 'Watchful Fjord',
            name: 'Watchful Waypoint',
            inGameLink: '[&BH0CAAA=]',
            details: 'Holes: Boreal Fish',
          },
          {
            title: 'Dimotiki Waters',
            name: 'Dimotiki Waypoint',
            inGameLink: '[&BH8CAAA=]',
            details: 'Holes: Boreal Fish',
          },
          {
            title: "Maladar's Inlet, Talabaroop Waves",
            name: 'Twoloop Waypoint',
            inGameLink: '[&BIACAAA=]',
            details: 'Holes: Boreal Fish',
          },
          {
            title: 'Drakkar Spurs',
            name: 'Drakkar Waypoint',
            inGameLink: '[&BIYCAAA=]',
            details: 'Holes: Boreal Fish',
          },
        ],
      },
      {
        name: 'Bitterfrost Frontier',
        links: [
          {
            title: 'Boreal Fish alternative',
            name: "Sorrow's Eclipse Waypoint",
            inGameLink: '[&BH0JAAA=]',
            details: "Areas: Hailstone Floe, Sorrow's Eclipse Sanctuary; Holes: Boreal Fish",
          },
          {
            title: 'Blizzard Basin',
            name: "Koda's Welcome Waypoint",
            inGameLink: '[&BIEJAAA=]',
            details: 'Holes: Boreal Fish',
          },
        ],
      },
      {
        name: 'Snowden Drifts',
        links: [
          {
            title: 'Lake Fish route start (then Valslake)',
            name: 'Isenfall Waypoint',
            inGameLink: '[&BLgAAAA=]',
            details: 'Areas: Isenfall Lake; Holes: Lake Fish',
          },
          {
            title: 'Lake Fish route continuation',
            name: 'Valslake Waypoint',
            inGameLink: '[&BMADAAA=]',
            details: 'Areas: Valslake; Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Timberline Falls',
        links: [
          {
            title: 'Lake Fish alternative',
            name: 'Nonmoa Waypoint',
            inGameLink: '[&BEkCAAA=]',
            details: 'Areas: Nonmoa Lake; Holes: Lake Fish',
          },
          {
            title: 'Guilty Tears',
            name: 'Ogduk Waypoint',
            inGameLink: '[&BE0CAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: "Mellaggan's Grotto",
            name: 'Okarinoo Waypoint',
            inGameLink: '[&BEYCAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Naui Waters',
            name: 'Scale Strand Waypoint',
            inGameLink: '[&BEgCAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Gentle River',
            name: 'Gentle River Waypoint',
            inGameLink: '[&BFACAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Drizzlewood Coast',
        links: [
          {
            title: 'Lake Fish alternative / benchmark route',
            name: 'Forward Camp Waypoint',
            inGameLink: '[&BHIMAAA=]',
            details:
              "Areas: Archstone Coast, Dominion's Breach, Legions' Alcove, Sentinel Bay; Holes: Lake Fish. Or chopper to Lightstone Point",
          },
          {
            title:
              "Breakroot Basin, Lighthouse Point, Petraj Overlook, Port Cascadia, Wolf's Crossing",
            name: 'Base Camp Waypoint',
            inGameLink: '[&BGQMAAA=]',
            details:
              'Holes: Lake Fish. Or chopper to Lightstone Point; Or chopper to Petraj Overlook; Or chopper to Port Cascadia',
          },
        ],
      },
      {
        name: 'Thunderhead Peaks',
        links: [
          {
            title: 'Fishing benchmark route',
            name: "Revolution's Heart Waypoint",
            inGameLink: '[&BKYLAAA=]',
            details: 'Areas: Dredgeways, Ice Floe; Holes: Boreal Fish',
          },
        ],
      },
      {
        name: 'Dredgehaunt Cliffs',
        links: [
          {
            title: 'Wyrmblood Lake',
            name: 'Wyrmblood Waypoint',
            inGameLink: '[&BGUCAAA=]',
            details: 'Holes: Boreal Fish',
          },
        ],
      },
      {
        name: "Lornar's Pass",
        links: [
          {
            title: "Demon's Maw",
            name: "Demon's Maw Waypoint",
            inGameLink: '[&BOYAAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'False Lake',
            name: 'False Lake Waypoint',
            inGameLink: '[&BOgAAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Wayfarer Foothills',
        links: [
          {
            title: 'Doldenvan Passage',
            name: "Hero's Moot Waypoint",
            inGameLink: '[&BHMBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Darkriven Bluffs',
            name: 'Darkriven Waypoint',
            inGameLink: '[&BHUBAAA=]',
            details: 'Holes: Lake Fish',
          },
          {
            title: 'Grawlenfjord',
            name: 'Grawlenfjord Waypoint',
            inGameLink: '[&BMMDAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'Maguuma',
    displayName: 'Maguuma Jungle',
    achievementName: 'Maguuma Fisher',
    description:
      'Collection: catch each of the 21 fish that live in the waterways of the Maguuma Jungle.',
    descriptions: [
      "Maps: Caledon Forest, Metrica Province, Mount Maelstrom, Sparkfly Fen, Brisban Wildlands, Rata Sum, Tangled Depths, Gilded Hollow, Lost Precipice, The Grove, Dry Top, The Silverwastes, Dragon's Stand, Auric Basin, Verdant Brink, Labyrinthine Cliffs.",
    ],
    background: 'linear-gradient(135deg, hsl(110 55% 30%) 0%, hsl(160 60% 16%) 100%)',
    fishingPower: 550,
    useCanthanTime: false,
    achievementIds: [6344, 6475],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily Maguuma Jungle Fisher'],
    recommendedWaypoints: [
      {
        name: 'Rata Sum',
        links: [
          {
            title: 'Saltwater Fish route',
            name: 'Port Waypoint',
            inGameLink: '[&BAcFAAA=]',
            details: 'Areas: Rata Sum Port Authority; Holes: Saltwater Fish',
          },
          {
            title: 'Idea Incubation Lab',
            name: 'Incubation Waypoint',
            inGameLink: '[&BLUEAAA=]',
            details: 'Holes: Saltwater Fish',
          },
        ],
      },
      {
        name: 'Mount Maelstrom',
        links: [
          {
            title: 'Saltwater Fish route',
            name: 'Old Sledge Site Waypoint',
            inGameLink: '[&BNQCAAA=]',
            details:
              "Areas: Benthic Kelp Beds, Dierdre's Steps, Sunken Droknah, The Mire Sea; Holes: Freshwater Fish, Saltwater Fish. JP - needs special access",
          },
          {
            title: 'Infinite Coil Reactor',
            name: 'Crucible of Eternity Waypoint',
            inGameLink: '[&BEIFAAA=]',
            details: 'Holes: Saltwater Fish',
          },
          {
            title: 'Treacherous Depths',
            name: 'Irwin Isle Waypoint',
            inGameLink: '[&BNICAAA=]',
            details: 'Holes: Saltwater Fish',
          },
        ],
      },
      {
        name: 'Tangled Depths',
        links: [
          {
            title:
              'Freshwater Fish (head down from the waypoint); Peureki also suggests the personal homestead portal',
            name: 'Teku Nuhoch Waypoint',
            inGameLink: '[&BAwIAAA=]',
            details:
              'Areas: Teku Nuhoch, Undergrowth Connector; Holes: Freshwater Fish. Take a Nuhoch Wallow to Undergrowth Connector',
          },
        ],
      },
      {
        name: 'Caledon Forest',
        links: [
          {
            title: 'Fishing benchmark route',
            name: 'Mabon Waypoint',
            inGameLink: '[&BDoBAAA=]',
            details: 'Areas: Ventry Bay; Holes: Saltwater Fish',
          },
          {
            title: 'Quetzal Bay, Treemarch Estuary',
            name: 'Kraitbane Haven Waypoint',
            inGameLink: '[&BEABAAA=]',
            details: 'Holes: Freshwater Fish, Saltwater Fish',
          },
        ],
      },
      {
        name: 'Sparkfly Fen',
        links: [
          {
            title: 'Fishing benchmark route',
            name: 'Brooloonu Waypoint',
            inGameLink: '[&BNEBAAA=]',
            details: 'Areas: Leeshore Gauntlet; Holes: Saltwater Fish',
          },
          {
            title: "Ocean's Gullet",
            name: 'Mire Waypoint',
            inGameLink: '[&BLQDAAA=]',
            details: 'Holes: Saltwater Fish',
          },
          {
            title: 'Orvanic Shore',
            name: "Ocean's Gullet Waypoint",
            inGameLink: '[&BMkBAAA=]',
            details: 'Holes: Saltwater Fish',
          },
          {
            title: 'Splintered Coast',
            name: 'Splintered Coast Waypoint',
            inGameLink: '[&BNABAAA=]',
            details: 'Holes: Saltwater Fish',
          },
        ],
      },
      {
        name: 'Brisban Wildlands',
        links: [
          {
            title: 'Skrittsburgh East End',
            name: 'East End Waypoint',
            inGameLink: '[&BGAAAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: 'Gotala Cascade',
            name: 'Brilitine Waypoint',
            inGameLink: '[&BGEAAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: 'Venlin Vale',
            name: 'Mrot Boru Waypoint',
            inGameLink: '[&BHUAAAA=]',
            details: 'Holes: Freshwater Fish',
          },
        ],
      },
      {
        name: 'Gilded Hollow',
        links: [
          {
            title: 'Gilded Hollow',
            name: null,
            inGameLink: '[&BAEJAAA=]',
            details: 'Holes: Freshwater Fish. Guild Hall',
          },
        ],
      },
      {
        name: 'Labyrinthine Cliffs',
        links: [
          {
            title: 'Bazaar Docks',
            name: null,
            inGameLink: '[&BBwHAAA=]',
            details:
              'Holes: Boreal Fish, Coastal Fish, Desert Fish, Freshwater Fish, Lake Fish, Offshore Fish, River Fish, Saltwater Fish, Shore Fish, Volcanic Fish',
          },
        ],
      },
      {
        name: 'Lost Precipice',
        links: [
          {
            title: 'Lost Precipice',
            name: null,
            inGameLink: '[&BMIIAAA=]',
            details: 'Holes: Freshwater Fish. Guild Hall',
          },
        ],
      },
      {
        name: 'Metrica Province',
        links: [
          {
            title: 'Jeztar Falls',
            name: 'Jeztar Falls Waypoint',
            inGameLink: '[&BEEAAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: 'Hexane Regrade',
            name: 'Hexane Regrade Waypoint',
            inGameLink: '[&BEUAAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: 'Greyfern Expanses',
            name: "Survivor's Encampment Waypoint",
            inGameLink: '[&BEYAAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: "Fisher's Beach Bend, Obscura Incline",
            name: 'Old Golem Factory Waypoint',
            inGameLink: '[&BK4EAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: 'Loch Jezt',
            name: 'Loch Waypoint',
            inGameLink: '[&BK8EAAA=]',
            details: 'Holes: Freshwater Fish',
          },
          {
            title: 'Michoan Marsh',
            name: 'Michotl Grounds Waypoint',
            inGameLink: '[&BLEEAAA=]',
            details: 'Holes: Freshwater Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'Orrian',
    displayName: 'Ruins of Orr',
    achievementName: 'Orrian Fisher',
    description: 'Collection: catch each of the 21 fish that live in the waterways of Orr.',
    descriptions: ["Maps: Straits of Devastation, Cursed Shore, Malchor's Leap, Siren's Landing."],
    background: 'linear-gradient(135deg, hsl(170 55% 30%) 0%, hsl(260 60% 16%) 100%)',
    fishingPower: 700,
    useCanthanTime: false,
    achievementIds: [6363, 6227],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily Orr Fisher'],
    recommendedWaypoints: [
      {
        name: 'Straits of Devastation',
        links: [
          {
            title: 'Offshore Fish route',
            name: 'Vesper Bell Waypoint',
            inGameLink: '[&BPICAAA=]',
            details: 'Areas: Strait of Sacrilege; Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Terzetto Bay',
            name: 'Underbelly Waypoint',
            inGameLink: '[&BFkGAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Fort Trinity',
            name: 'Fort Trinity Waypoint',
            inGameLink: '[&BO4CAAA=]',
            details: 'Holes: Shore Fish',
          },
          {
            title: 'Strait of Malediction',
            name: 'Dire Shoal Waypoint',
            inGameLink: '[&BOUGAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: "Sea of Elon, Shark's Teeth Archipelago",
            name: 'Broken Spit Waypoint',
            inGameLink: '[&BPECAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Crippled Bridges',
            name: 'Brassclaw Waypoint',
            inGameLink: '[&BPQCAAA=]',
            details: 'Holes: Shore Fish',
          },
        ],
      },
      {
        name: "Siren's Landing",
        links: [
          {
            title: 'Shore Fish route',
            name: 'Camp Reclamation Waypoint',
            inGameLink: '[&BO8JAAA=]',
            details:
              "Areas: Bloated Beach, Choking Depths, Dwayna's Reliquary, Melandru's Reliquary, Merciless Shore; Holes: Offshore Fish, Shore Fish. Or Northeast Shrine; Or Southwest Shrine; Or Southeast Shrine",
          },
        ],
      },
      {
        name: "Malchor's Leap",
        links: [
          {
            title: "Shore Fish alternative: start of a coastal route in Malchor's Leap",
            name: 'Lights Waypoint',
            inGameLink: '[&BLICAAA=]',
            details: 'Areas: Drowned Brine; Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Cathedral of Eternal Radiance',
            name: 'Lyssa Waypoint',
            inGameLink: '[&BK0CAAA=]',
            details: 'Holes: Shore Fish',
          },
          {
            title: 'Whisper Bay',
            name: 'Murmur Waypoint',
            inGameLink: '[&BK8CAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Midwater Hollows',
            name: 'Waste Hollows Waypoint',
            inGameLink: '[&BKgCAAA=]',
            details: 'Holes: Offshore Fish',
          },
          {
            title: 'Crusted Shoals',
            name: 'Colonnade Waypoint',
            inGameLink: '[&BKkCAAA=]',
            details: 'Holes: Shore Fish',
          },
          {
            title: 'Valley of Lyss',
            name: 'Valley of Lyss Waypoint',
            inGameLink: '[&BKoCAAA=]',
            details: 'Holes: Shore Fish',
          },
          {
            title: "Malchor's Fingers, Mirror Bay",
            name: 'Union Waypoint',
            inGameLink: '[&BKsCAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Jinx Isle',
            name: 'Versoconjouring Waypoint',
            inGameLink: '[&BLECAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
        ],
      },
      {
        // The facts leave this waypoint's map unconfirmed.
        name: 'Unconfirmed map',
        links: [
          {
            title: "End point of Peureki's Malchor's Leap coastal Shore Fish route",
            name: null,
            inGameLink: '[&BIoCAAA=]',
            details:
              'chat code given by Peureki; it is not in the waypoint-name list used here, so its name and map are unconfirmed',
          },
        ],
      },
      {
        name: 'Cursed Shore',
        links: [
          {
            title: 'The Shipyard',
            name: 'Anchorage Waypoint',
            inGameLink: '[&BB8DAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Winterknell Isle',
            name: 'R&D Waypoint',
            inGameLink: '[&BBgDAAA=]',
            details: 'Holes: Shore Fish',
          },
          {
            title: 'Harrowed Sea, Winterknell Shore',
            name: "Gavbeorn's Waypoint",
            inGameLink: '[&BBoDAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Cathedral of Verdance',
            name: 'Verdance Waypoint',
            inGameLink: '[&BBsDAAA=]',
            details: 'Holes: Shore Fish',
          },
          {
            title: 'Mausollus Sea',
            name: 'Shipwreck Rock Waypoint',
            inGameLink: '[&BOQGAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'Desert',
    displayName: 'Crystal Desert',
    achievementName: 'Desert Fisher',
    description:
      'Collection: catch each of the 21 fish of the Crystal Desert and the Elonian mainland.',
    descriptions: [
      "Maps: Crystal Oasis, Desert Highlands, The Desolation, Elon Riverlands, Domain of Vabbi, Domain of Kourna, Windswept Haven, Sun's Refuge, Jahai Bluffs.",
    ],
    background: 'linear-gradient(135deg, hsl(40 55% 30%) 0%, hsl(20 60% 16%) 100%)',
    // Desert Fish holes need 550 by the package, O and H (Peureki alone says 500): docs/DATA.md.
    fishingPower: 550,
    useCanthanTime: false,
    achievementIds: [6317, 6509],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily Desert Fisher'],
    recommendedWaypoints: [
      {
        name: 'Crystal Oasis',
        links: [
          {
            title: 'Desert Fish route (head west to the bay)',
            name: 'Amnoon Waypoint',
            inGameLink: '[&BLsKAAA=]',
            details:
              'Areas: Amnoon Farms, Amnoon Southern Outskirts, Bay of Elon, Free City of Amnoon; Holes: Desert Fish',
          },
          {
            title: 'Kusini Crossing',
            name: "Destiny's Gorge Waypoint",
            inGameLink: '[&BJMKAAA=]',
            details: 'Holes: Desert Fish',
          },
        ],
      },
      {
        name: 'Domain of Kourna',
        links: [
          {
            title: 'Open-water fish / Desert Fish benchmark route (portal west of the waypoint)',
            name: 'Allied Encampment Waypoint',
            inGameLink: '[&BFcLAAA=]',
            details:
              'Areas: Bay of Gandara, Corsair Landing, Front Line, Ntouka Pond, Western Front; Holes: Desert Fish',
          },
          {
            title: 'Eastern Front',
            name: 'Apizmic Grounds Waypoint',
            inGameLink: '[&BFALAAA=]',
            details: 'Holes: Desert Fish',
          },
        ],
      },
      {
        name: 'Elon Riverlands',
        links: [
          {
            title: 'Open-water fish / Desert Fish benchmark route',
            name: 'Skimmer Ranch Waypoint',
            inGameLink: '[&BGcKAAA=]',
            details: 'Areas: Shallows of Despair, Skimshallow Cove; Holes: Desert Fish',
          },
          {
            title: 'Arid Gladefields',
            name: "Olishar's Oasis Camp Waypoint",
            inGameLink: '[&BCgKAAA=]',
            details: 'Holes: Desert Fish',
          },
        ],
      },
      {
        name: 'Desert Highlands',
        links: [
          {
            title: 'Transcendent Bay',
            name: 'Brightwater Waypoint',
            inGameLink: '[&BJEKAAA=]',
            details: 'Holes: Desert Fish',
          },
        ],
      },
      {
        name: 'Domain of Vabbi',
        links: [
          {
            title: 'Garden of Seborhin',
            name: 'Seborhin Waypoint',
            inGameLink: '[&BNAKAAA=]',
            details: 'Holes: Desert Fish',
          },
        ],
      },
      {
        name: 'The Desolation',
        links: [
          {
            title: 'Silent Vale, The Spillway',
            name: 'Bonestrand Waypoint',
            inGameLink: '[&BNwKAAA=]',
            details: 'Holes: Desert Fish',
          },
        ],
      },
      {
        name: 'Windswept Haven',
        links: [
          {
            title: 'Windswept Haven',
            name: null,
            inGameLink: '[&BIIKAAA=]',
            details: 'Holes: Desert Fish. Guild Hall',
          },
        ],
      },
    ],
  },
  {
    key: 'DesertIsles',
    displayName: 'Desert Isles',
    achievementName: 'Desert Isles Fisher',
    description:
      'Collection: catch each of the 14 fish of the isles off the Elonian coast (Domain of Istan, Sandswept Isles).',
    descriptions: ['Maps: Domain of Istan, Sandswept Isles, Dragonfall.'],
    background: 'linear-gradient(135deg, hsl(45 55% 30%) 0%, hsl(185 60% 16%) 100%)',
    fishingPower: 650,
    useCanthanTime: false,
    achievementIds: [6106, 6250],
    dailyAchievementIds: [],
    dailyAchievementNames: [],
    recommendedWaypoints: [
      {
        name: 'Domain of Istan',
        links: [
          {
            title: 'Offshore Fish route',
            name: 'Chalon Docks Waypoint',
            inGameLink: '[&BAkLAAA=]',
            details:
              "Areas: Chalon Docks, Heretic's Arena, Sea of Istan; Holes: Offshore Fish, Shore Fish",
          },
          {
            title: 'Offshore Fish: longer alternative route',
            name: 'Astralarium Waypoint',
            inGameLink: '[&BPoKAAA=]',
            details: 'Areas: Corsair Flotilla; Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Churrhir Cliffs, Issnur Bay',
            name: "Champion's Dawn Waypoint",
            inGameLink: '[&BBoLAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
        ],
      },
      {
        name: 'Sandswept Isles',
        links: [
          {
            title: 'Shore Fish route (also an offshore benchmark route)',
            name: 'Atholma Waypoint',
            inGameLink: '[&BEMLAAA=]',
            details:
              'Areas: Atholma, Chukara Sea, Strait of Panube; Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Sargol Sea, Tyrulu Sea',
            name: 'Anniogel Encampment Waypoint',
            inGameLink: '[&BCULAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'RingOfFire',
    displayName: 'Ring of Fire',
    achievementName: 'Ring of Fire Fisher',
    description:
      'Collection: catch each of the 14 fish around the Ring of Fire (Ember Bay, Draconis Mons).',
    descriptions: ['Maps: Ember Bay, Draconis Mons.'],
    background: 'linear-gradient(135deg, hsl(10 55% 30%) 0%, hsl(330 60% 16%) 100%)',
    fishingPower: 750,
    useCanthanTime: false,
    achievementIds: [6489, 6339],
    dailyAchievementIds: [],
    dailyAchievementNames: [],
    recommendedWaypoints: [
      {
        name: 'Ember Bay',
        links: [
          {
            title: 'Coastal Fish route',
            name: 'Promontory Waypoint',
            inGameLink: '[&BF8JAAA=]',
            details: 'Areas: Burning Grotto, Smoldering Inlet, Sulfurous Deep; Holes: Coastal Fish',
          },
          {
            title: 'Ashen Skerries, Lava Flats, Skritt Anchorage',
            name: 'Scratch Gate Waypoint',
            inGameLink: '[&BFUJAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Fractured Caldera, Sopor Titanum',
            name: 'Crumbling Trail Waypoint',
            inGameLink: '[&BGAJAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: "Caliph's Steps, Osprey Pillars, Performance Field",
            name: 'Castaway Circus Waypoint',
            inGameLink: '[&BHgJAAA=]',
            details: 'Holes: Coastal Fish',
          },
        ],
      },
      {
        name: 'Draconis Mons',
        links: [
          {
            title: 'Volcanic Fish route',
            name: 'Mariner Landing Waypoint',
            inGameLink: '[&BL0JAAA=]',
            details:
              "Areas: Eastern Boiling Sea, Mariner Landing, Titan's Throat, Western Boiling Sea; Holes: Volcanic Fish",
          },
        ],
      },
    ],
  },
  {
    key: 'SeitungProvince',
    displayName: 'Seitung Province',
    achievementName: 'Seitung Province Fisher',
    description: 'Collection: catch each of the 21 fish around Seitung Province.',
    descriptions: ['Maps: Seitung Province, Isle of Reflection, Thousand Seas Pavilion.'],
    background: 'linear-gradient(135deg, hsl(165 55% 30%) 0%, hsl(200 60% 16%) 100%)',
    fishingPower: 200,
    useCanthanTime: true,
    achievementIds: [6336, 6264],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily End of Dragons Fisher'],
    recommendedWaypoints: [
      {
        name: 'Seitung Province',
        links: [
          {
            title: 'Offshore and Shore Fish routes',
            name: 'Village Waypoint',
            inGameLink: '[&BJ4MAAA=]',
            details:
              'Areas: Crystal Cave, Eastern Wilds, Monastery Bay, Seitung Harbor, Zen Daijun; Holes: Offshore Fish, Shore Fish. Take Raptor Taxi',
          },
          {
            title: 'Shore Fish benchmark route',
            name: 'Haiju Docks Waypoint',
            inGameLink: '[&BGQNAAA=]',
            details: 'Areas: Haiju Lagoon, North Peninsula; Holes: Offshore Fish, Shore Fish',
          },
          {
            title: 'Shinota Shore',
            name: 'Daigo Ward Waypoint',
            inGameLink: '[&BGUNAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish',
          },
        ],
      },
      {
        name: 'Isle of Reflection',
        links: [
          {
            title: 'Isle of Reflection',
            name: null,
            inGameLink: '[&BA4NAAA=]',
            details: 'Holes: Offshore Fish, Shore Fish. Guild Hall',
          },
        ],
      },
      {
        name: 'Thousand Seas Pavilion',
        links: [
          {
            title: 'Thousand Seas Pavilion',
            name: null,
            inGameLink: '[&BHkNAAA=]',
            details: 'Holes: Mysterious Waters Fish. Requires Thousand Seas Pavilion Pass',
          },
        ],
      },
    ],
  },
  {
    key: 'Kaineng',
    displayName: 'New Kaineng City',
    achievementName: 'Kaineng Fisher',
    description: 'Collection: catch each of the 21 fish in the waterways of (New) Kaineng City.',
    descriptions: ['Maps: New Kaineng City, Thousand Seas Pavilion.'],
    background: 'linear-gradient(135deg, hsl(280 55% 30%) 0%, hsl(210 60% 16%) 100%)',
    fishingPower: 250,
    useCanthanTime: true,
    achievementIds: [6342, 6192],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily End of Dragons Fisher'],
    recommendedWaypoints: [
      {
        name: 'New Kaineng City',
        links: [
          {
            title: 'Coastal Fish route',
            name: 'Promenade Waypoint',
            inGameLink: '[&BMYMAAA=]',
            details: 'Areas: Kaineng Docks, Sotdae Landing; Holes: Coastal Fish',
          },
          {
            title: 'Channel Fish benchmark route / open water',
            name: 'Ministry Ward Waypoint',
            inGameLink: '[&BBkNAAA=]',
            details: 'Areas: Bori Ward, Ministry Ward; Holes: Channel Fish',
          },
          {
            title: 'Naksi Bay',
            name: 'Garden Heights Waypoint',
            inGameLink: '[&BBYNAAA=]',
            details: 'Holes: Coastal Fish',
          },
          {
            title: 'Grub Lane, Lutgardis Plaza, North Lab, Old Kaineng, Petrified Woods',
            name: 'Lutgardis Plaza Waypoint',
            inGameLink: '[&BCANAAA=]',
            details: 'Holes: Channel Fish',
          },
        ],
      },
      {
        name: 'Thousand Seas Pavilion',
        links: [
          {
            title: 'Thousand Seas Pavilion',
            name: null,
            inGameLink: '[&BHkNAAA=]',
            details: 'Holes: Mysterious Waters Fish. Requires Thousand Seas Pavilion Pass',
          },
        ],
      },
    ],
  },
  {
    key: 'EchovaldWilds',
    displayName: 'The Echovald Wilds',
    achievementName: 'Echovald Wilds Fisher',
    description: 'Collection: catch each of the 14 fish around the Echovald Wilds.',
    descriptions: ['Maps: The Echovald Wilds, Arborstone.'],
    background: 'linear-gradient(135deg, hsl(90 55% 30%) 0%, hsl(130 60% 16%) 100%)',
    fishingPower: 300,
    useCanthanTime: true,
    achievementIds: [6258, 6466],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily End of Dragons Fisher'],
    recommendedWaypoints: [
      {
        name: 'The Echovald Wilds',
        links: [
          {
            title: 'Grotto Fish (cluster of 5 holes)',
            name: 'Kropa Waypoint',
            inGameLink: '[&BMwMAAA=]',
            details: "Areas: Warden's Folly; Holes: Grotto Fish",
          },
          {
            title: 'Grotto and Lake Fish',
            name: 'Mori Village Waypoint',
            inGameLink: '[&BMcMAAA=]',
            details:
              "Areas: Lake Lutgardis, Melandru's Hope, Mori Village; Holes: Grotto Fish, Lake Fish",
          },
          {
            title: 'Lake Fish route',
            name: 'Qinkai Waypoint',
            inGameLink: '[&BNQMAAA=]',
            details: '',
          },
          {
            title: 'Qinkaishi Basin',
            name: 'Jade Gate Waypoint',
            inGameLink: '[&BPkMAAA=]',
            details: 'Holes: Lake Fish',
          },
        ],
      },
      {
        name: 'Arborstone',
        links: [
          {
            title: 'Arborstone',
            name: null,
            inGameLink: '[&BGMNAAA=]',
            details: 'Holes: Deep Fishing Hole',
          },
        ],
      },
    ],
  },
  {
    key: 'DragonsEnd',
    displayName: "Dragon's End",
    achievementName: "Dragon's End Fisher",
    description: "Collection: catch each of the 14 fish around Dragon's End.",
    descriptions: ["Maps: Dragon's End, Gyala Delve."],
    background: 'linear-gradient(135deg, hsl(190 55% 30%) 0%, hsl(250 60% 16%) 100%)',
    fishingPower: 350,
    useCanthanTime: true,
    achievementIds: [6506, 6402],
    dailyAchievementIds: [],
    dailyAchievementNames: ['Daily End of Dragons Fisher'],
    recommendedWaypoints: [
      {
        name: "Dragon's End",
        links: [
          {
            title: 'Cavern Fish (head south) and Quarry Fish (head east)',
            name: 'Jade Quarry Waypoint',
            inGameLink: '[&BKIMAAA=]',
            details:
              "Areas: Archipelagos Rim, Flooded Basin, Outer Terrace, Reaver's Ridge; Holes: Cavern Fish, Quarry Fish",
          },
          {
            title: 'Harvest Complex, The Jade Whirl, Western Vale',
            name: 'Harvest Complex Waypoint',
            inGameLink: '[&BKAMAAA=]',
            details: 'Holes: Cavern Fish',
          },
          {
            title: "Mother's Lament, Unwaking Waters",
            name: 'Frozen Sea Waypoint',
            inGameLink: '[&BPEMAAA=]',
            details: 'Holes: Cavern Fish. Available only after Battle for the Jade Sea',
          },
        ],
      },
      {
        name: 'Gyala Delve',
        links: [
          {
            title: 'Jade Pools, The Deep',
            name: 'Luxon Terminus Waypoint',
            inGameLink: '[&BJkNAAA=]',
            details: 'Holes: Cavern Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'HornOfMaguuma',
    displayName: 'Horn of Maguuma',
    achievementName: 'Horn of Maguuma Fisher',
    description:
      'Collection: catch each of the 21 fish around the Horn of Maguuma (Skywatch Archipelago, Amnytas, Inner Nayos).',
    descriptions: ["Maps: Skywatch Archipelago, Amnytas, Inner Nayos, The Wizard's Tower."],
    background: 'linear-gradient(135deg, hsl(260 55% 30%) 0%, hsl(300 60% 16%) 100%)',
    fishingPower: 650,
    useCanthanTime: false,
    achievementIds: [7114, 7804],
    dailyAchievementIds: [],
    dailyAchievementNames: [],
    recommendedWaypoints: [
      {
        name: 'Inner Nayos',
        links: [
          {
            title: 'Nayosian Fish',
            name: 'Astral Ward Camp Waypoint',
            inGameLink: '[&BGYOAAA=]',
            details: "Areas: Heitor's Dominion, Memory's Hollow; Holes: Nayosian Fish",
          },
          {
            title: 'Nayosian and Dream Fish benchmark routes',
            name: 'Forward Bivouac Waypoint',
            inGameLink: '[&BHYOAAA=]',
            details:
              "Areas: Defiled Cradle, Mourning's Shade, Spire of Dreams, The Bleeding Wastes, The Commons, The Old Settlement; Holes: Deep Amnytas Fish, Deep Inner Nayos Fish, Deep Skywatch Archipelago Fish, Deep World Class Fish, Deep World Saltwater Fish, Dream Fish, Nayosian Fish. Also emergency WP during Into the Spider's Lair meta; Only available after successful Into the Spider's Lair",
          },
        ],
      },
      {
        name: 'Amnytas',
        links: [
          {
            title: 'Astral Fish route',
            name: 'Bastion of Strength Waypoint',
            inGameLink: '[&BNMNAAA=]',
            details: 'Areas: Bastion of Strength; Holes: Astral Fish',
          },
          {
            title: 'Astral Fish route',
            name: 'Bastion of the Natural Waypoint',
            inGameLink: '[&BDQOAAA=]',
            details: 'Areas: Bastion of the Natural; Holes: Astral Fish',
          },
          {
            title: 'Astral Fish route',
            name: 'Bastion of Knowledge Waypoint',
            inGameLink: '[&BEIOAAA=]',
            details: 'Areas: Bastion of Knowledge; Holes: Astral Fish',
          },
          {
            title: 'Bastion of the Celestial',
            name: 'Bastion of the Celestial Waypoint',
            inGameLink: '[&BAoOAAA=]',
            details: 'Holes: Spire Fish',
          },
          {
            title: 'Bastion of Balance',
            name: 'Bastion of Balance Waypoint',
            inGameLink: '[&BD0OAAA=]',
            details: 'Holes: Spire Fish',
          },
          {
            title: 'Bastion of the Obscure',
            name: 'Bastion of the Obscure Waypoint',
            inGameLink: '[&BEcOAAA=]',
            details: 'Holes: Spire Fish',
          },
        ],
      },
      {
        name: 'Skywatch Archipelago',
        links: [
          {
            title: 'Fishing benchmark route',
            name: 'Observation Camp Waypoint',
            inGameLink: '[&BEYOAAA=]',
            details: 'Areas: Primal Maguuma; Holes: Fractured Freshwater Fish',
          },
          {
            title: 'Skyward Marches',
            name: 'Astral Ward Encampment Waypoint',
            inGameLink: '[&BA4OAAA=]',
            details: 'Holes: Fractured Desert Fish',
          },
          {
            title: 'Stargaze Ridge',
            name: 'Garenhoff Refugee Camp Waypoint',
            inGameLink: '[&BBUOAAA=]',
            details: 'Holes: Fractured Lake Fish',
          },
          {
            title: 'Jade Mech Habitation Zone 03',
            name: "Kestrel's Vow Waypoint",
            inGameLink: '[&BD8OAAA=]',
            details: 'Holes: Fractured Channel Fish',
          },
        ],
      },
      {
        name: "The Wizard's Tower",
        links: [
          {
            title: "The Wizard's Tower",
            name: null,
            inGameLink: '[&BB8OAAA=]',
            details: 'Holes: Deep Tower Fish',
          },
        ],
      },
    ],
  },
  {
    key: 'Janthir',
    displayName: 'Janthir',
    achievementName: 'Janthir Fisher',
    description:
      'Collection: catch each of the 12 fish around Janthir (Lowland Shore, Janthir Syntri).',
    descriptions: ["Maps: Lowland Shore, Janthir Syntri, Hearth's Glow."],
    background: 'linear-gradient(135deg, hsl(230 55% 30%) 0%, hsl(180 60% 16%) 100%)',
    fishingPower: 650,
    useCanthanTime: false,
    achievementIds: [8168, 8246],
    dailyAchievementIds: [],
    dailyAchievementNames: [],
    recommendedWaypoints: [
      {
        name: 'Lowland Shore',
        links: [
          {
            title: 'Brackish/Freshwater Fish (middle of the Lowland Shore route)',
            name: "Autumn's Vale Waypoint",
            inGameLink: '[&BC4PAAA=]',
            details:
              "Areas: Autumn's Vale, Exorheic Falls; Holes: Lowland Brackish Fish, Lowland Freshwater Fish. Easier access from Moon Camp Covert",
          },
          {
            title: 'Offshore/Shore Fish route',
            name: 'Harvest Shore Waypoint',
            inGameLink: '[&BN8OAAA=]',
            details:
              'Areas: Harvest Shore, Tideland Outlet; Holes: Lowland Brackish Fish, Lowland Freshwater Fish, Lowland Offshore Fish, Lowland Shore Fish',
          },
          {
            title: 'Brackish Fish benchmark route',
            name: 'Journeykin Outpost Waypoint',
            inGameLink: '[&BPsOAAA=]',
            details:
              'Areas: Haar Mire; Holes: Lowland Brackish Fish, Lowland Offshore Fish, Lowland Shore Fish',
          },
          {
            title: 'Harvest Den',
            name: 'Harvest Den Waypoint',
            inGameLink: '[&BK4OAAA=]',
            details: 'Holes: Lowland Brackish Fish',
          },
        ],
      },
      {
        name: 'Janthir Syntri',
        links: [
          {
            title: 'Janthir Syntri route (Brackish, Offshore, Shore holes)',
            name: "Forager's Hunt Waypoint",
            inGameLink: '[&BLcOAAA=]',
            details:
              "Areas: Old Hutment Site, River's Maw, Slithering Outskirts, Storm's Border; Holes: Brackish Janthir Fish",
          },
          {
            title: 'Janthir Syntri route',
            name: 'Stricken Plains Waypoint',
            inGameLink: '[&BCoPAAA=]',
            details:
              'Areas: Echoing Hills, Tumultuous Sea; Holes: Brackish Janthir Fish, Offshore Saltwater Janthir Fish, Shore Saltwater Janthir Fish',
          },
          {
            title: 'Janthir Syntri route',
            name: 'Festering Basin Waypoint',
            inGameLink: '[&BLgOAAA=]',
            details: 'Areas: Festering Basin, Moldering Greenwood; Holes: Freshwater Janthir Fish',
          },
        ],
      },
      {
        name: "Hearth's Glow",
        links: [
          {
            title: "Hearth's Glow",
            name: null,
            inGameLink: '[&BMUOAAA=]',
            details:
              'Holes: Freshwater Fish, Freshwater Janthir Fish, Lowland Freshwater Fish. Homestead',
          },
        ],
      },
    ],
  },
  {
    key: 'MistburnedBarrens',
    displayName: 'Mistburned Barrens',
    achievementName: 'Mistburned Barrens Fisher',
    description:
      'Collection: catch each of the 6 fish of the lakes and ponds of the Mistburned Barrens.',
    descriptions: ['Maps: Mistburned Barrens.'],
    background: 'linear-gradient(135deg, hsl(330 55% 30%) 0%, hsl(280 60% 16%) 100%)',
    fishingPower: 550,
    useCanthanTime: false,
    achievementIds: [8554],
    dailyAchievementIds: [],
    dailyAchievementNames: [],
    recommendedWaypoints: [
      {
        name: 'Mistburned Barrens',
        links: [
          {
            title:
              "Nearest waypoint to all three fishing areas (Hidden Sacrarium, The Golden Lake, Seer's March)",
            name: 'Alliance Staging Ground',
            inGameLink: '[&BFAPAAA=]',
            details:
              "Areas: Hidden Sacrarium, Seer's March, The Golden Lake; Holes: Barrens Freshwater Fish, Bloodstone-Infused Pond Fish",
          },
        ],
      },
    ],
  },
  {
    key: 'Castora',
    displayName: 'Castora',
    achievementName: 'Castora Fisher',
    description:
      "Collection: catch each of the 14 fish of Castora (Shipwreck Strand, Starlit Weald, Eternity's Garden).",
    descriptions: ["Maps: Shipwreck Strand, Starlit Weald, Eternity's Garden, Comosus Isle."],
    background: 'linear-gradient(135deg, hsl(175 55% 30%) 0%, hsl(45 60% 16%) 100%)',
    fishingPower: 650,
    useCanthanTime: true,
    achievementIds: [8900, 8973],
    dailyAchievementIds: [],
    dailyAchievementNames: [],
    recommendedWaypoints: [
      {
        name: "Eternity's Garden",
        links: [
          {
            title: 'Freshwater Tropical Fish route',
            name: 'Temple of Abnegation Waypoint',
            inGameLink: '[&BPoPAAA=]',
            details:
              "Areas: Artificer's Islet, Temple of Abnegation, Venomgrove Observatory; Holes: Freshwater Tropical Fish",
          },
          {
            title: 'Ley-Drowned Quarry, Sanctum of the Divine, Temple of the Blessed Mantle',
            name: 'Sanctum Exterior Waypoint',
            inGameLink: '[&BPAPAAA=]',
            details: 'Holes: Freshwater Tropical Fish',
          },
          {
            title: "Pilgrim's Rest, The Mothmarsh",
            name: "Pilgrim's Rest Waypoint",
            inGameLink: '[&BPwPAAA=]',
            details: 'Holes: Freshwater Tropical Fish',
          },
        ],
      },
      {
        name: 'Shipwreck Strand',
        links: [
          {
            title: 'Saltwater Tropical Fish route',
            name: 'Dark Leviathan Waypoint',
            inGameLink: '[&BJwPAAA=]',
            details: 'Areas: Glimmering Arches, Soaring Sands; Holes: Saltwater Tropical Fish',
          },
          {
            title: 'Saltwater Tropical Fish route (southern, fewer mobs)',
            name: 'Hullgarden Pier Waypoint',
            inGameLink: '[&BMwPAAA=]',
            details:
              'Areas: Guarded Glades, Hullgarden, Jetsam Point; Holes: Freshwater Tropical Fish, Saltwater Tropical Fish',
          },
          {
            title: 'Breezy Cay, Riddled Cove, Twisting Hollows',
            name: 'Pub Canach Waypoint',
            inGameLink: '[&BJEPAAA=]',
            details: 'Holes: Freshwater Tropical Fish, Saltwater Tropical Fish',
          },
        ],
      },
      {
        name: 'Comosus Isle',
        links: [
          {
            title: 'Comosus Isle',
            name: null,
            inGameLink: '[&BI8PAAA=]',
            details: 'Holes: Saltwater Tropical Fish. Homestead',
          },
        ],
      },
      {
        name: 'Starlit Weald',
        links: [
          {
            title: 'Command Complex, Lost Basilica, Untamed Crags',
            name: "Hunter's Camp Waypoint",
            inGameLink: '[&BIoPAAA=]',
            details: 'Holes: Freshwater Tropical Fish',
          },
          {
            title: 'Crumbling Precipice, Overgrown Thicket, Skyshroud Canopy',
            name: 'Priory Expedition Waypoint',
            inGameLink: '[&BJ4PAAA=]',
            details: 'Holes: Freshwater Tropical Fish',
          },
          {
            title: 'Shimmering Basin, The Winding Passage, Tranquil Glen',
            name: 'Foothold Bivouac Waypoint',
            inGameLink: '[&BMAPAAA=]',
            details: 'Holes: Freshwater Tropical Fish',
          },
        ],
      },
    ],
  },
];
