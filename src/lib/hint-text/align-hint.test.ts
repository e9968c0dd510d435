import { describe, expect, it } from 'vitest';
import { englishHint, frenchHint, germanHint, spanishHint } from '@/testing/localized-hints';
import { alignHint } from './align-hint';

describe('alignHint', () => {
  it.each([
    [
      'one word a line',
      englishHint('Lake Fish', 'Fish Eggs', 'Dusk/Dawn'),
      germanHint('Seefisch', 'Fischeier', 'Abend-/Morgendämmerung'),
      [
        { kind: 'holes', value: 'LAKE', english: 'Lake Fish', word: 'Seefisch' },
        { kind: 'baits', value: 'FISH_EGG', english: 'Fish Eggs', word: 'Fischeier' },
        { kind: 'times', value: 'TWILIGHT', english: 'Dusk/Dawn', word: 'Abend-/Morgendämmerung' },
      ],
    ],
    [
      'words by their place in the line, marks removed by their parentheses',
      englishHint(
        'Any, Open Water, Dream Fish (Higher Chance)',
        'Any',
        'Any, Night (Higher Chance)',
      ),
      germanHint(
        'Jede(r), Offenes Wasser, Traumfisch (Höhere Chance)',
        'Jede(r)',
        'Jede(r), Nacht (Höhere Chance)',
      ),
      [
        { kind: 'holes', value: 'ANY', english: 'Any', word: 'Jede(r)' },
        { kind: 'holes', value: 'NONE', english: 'Open Water', word: 'Offenes Wasser' },
        { kind: 'holes', value: 'DREAM', english: 'Dream Fish', word: 'Traumfisch' },
        { kind: 'baits', value: 'ANY', english: 'Any', word: 'Jede(r)' },
        { kind: 'times', value: 'ANY', english: 'Any', word: 'Jede(r)' },
        { kind: 'times', value: 'NIGHT', english: 'Night', word: 'Nacht' },
      ],
    ],
    [
      'a low-chance mark and French labels with a space before the colon',
      englishHint('River Fish', 'Leeches', 'Any (Low Chance), Dusk/Dawn'),
      frenchHint('Poisson de rivière', 'Sangsues', 'Toute (Faible chance), Crépuscule/Aube'),
      [
        { kind: 'holes', value: 'RIVER', english: 'River Fish', word: 'Poisson de rivière' },
        { kind: 'baits', value: 'LEECH', english: 'Leeches', word: 'Sangsues' },
        { kind: 'times', value: 'ANY', english: 'Any', word: 'Toute' },
        { kind: 'times', value: 'TWILIGHT', english: 'Dusk/Dawn', word: 'Crépuscule/Aube' },
      ],
    ],
    [
      'Spanish words after a label of another length',
      englishHint('Offshore Fish', 'Sardines', 'Daytime'),
      spanishHint('Pez de altamar', 'Sardinas', 'Día'),
      [
        { kind: 'holes', value: 'OFFSHORE', english: 'Offshore Fish', word: 'Pez de altamar' },
        { kind: 'baits', value: 'SARDINE', english: 'Sardines', word: 'Sardinas' },
        { kind: 'times', value: 'DAY', english: 'Daytime', word: 'Día' },
      ],
    ],
    [
      'only the words whose English value the catalog knows',
      englishHint('Freshwater / Brackish Water', 'Golden Worms', 'Daytime'),
      germanHint('Süßwasser / Brackwasser', 'Goldwürmer', 'Tag'),
      [{ kind: 'times', value: 'DAY', english: 'Daytime', word: 'Tag' }],
    ],
    [
      'the labelled lines whatever the location lines',
      englishHint(
        'Desert Fish',
        'Any',
        'Any',
        'Found in the waters of the Elon River,<br>the Crystal Desert.',
      ),
      germanHint('Wüstenfisch', 'Jede(r)', 'Jede(r)'),
      [
        { kind: 'holes', value: 'DESERT', english: 'Desert Fish', word: 'Wüstenfisch' },
        { kind: 'baits', value: 'ANY', english: 'Any', word: 'Jede(r)' },
        { kind: 'times', value: 'ANY', english: 'Any', word: 'Jede(r)' },
      ],
    ],
  ])('reads %s', (_, english, localized, words) => {
    expect(alignHint(english, localized)).toEqual({ words, problems: [] });
  });

  it.each([
    [
      'a line missing',
      englishHint('Lake Fish', 'Any', 'Any'),
      'Gefunden in Kryta.<br>Angelstelle: Seefisch<br>Tageszeit: Jede(r)',
      [],
      ['3 labelled lines in English, 2 beside them'],
    ],
    [
      'a line with another number of words',
      englishHint('Any, Open Water', 'Sardines', 'Any'),
      germanHint('Überall', 'Sardinen', 'Jede(r)'),
      [
        { kind: 'baits', value: 'SARDINE', english: 'Sardines', word: 'Sardinen' },
        { kind: 'times', value: 'ANY', english: 'Any', word: 'Jede(r)' },
      ],
      ['holes: 2 words in "Any, Open Water", 1 in "Überall"'],
    ],
    [
      'a mark on one side only',
      englishHint('Lake Fish', 'Any', 'Night (Higher Chance)'),
      germanHint('Seefisch (Häufig)', 'Jede(r)', 'Nacht'),
      [{ kind: 'baits', value: 'ANY', english: 'Any', word: 'Jede(r)' }],
      [
        'holes: "Seefisch (Häufig)" and "Lake Fish" differ in their marks',
        'times: "Nacht" and "Night (Higher Chance)" differ in their marks',
      ],
    ],
    [
      'an empty word',
      englishHint('Lake Fish', 'Any', 'Any'),
      germanHint('Seefisch', '', 'Jede(r)'),
      [
        { kind: 'holes', value: 'LAKE', english: 'Lake Fish', word: 'Seefisch' },
        { kind: 'times', value: 'ANY', english: 'Any', word: 'Jede(r)' },
      ],
      ['baits: no word beside "Any"'],
    ],
  ])('reports %s instead of guessing', (_, english, localized, words, problems) => {
    expect(alignHint(english, localized)).toEqual({ words, problems });
  });
});
