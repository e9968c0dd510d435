/**
 * Fish bit hints in the API's shape (`<br>`-separated lines) for the tests of the game's words.
 *
 * The API's own German, French and Spanish hint texts could not be found offline. The German and
 * French hole, bait and time words and line labels below come from a Blish HUD module's translation
 * (EclipseTech/FishingBuddy `Properties/Strings.de.resx` @5d25eaf and `Strings.fr.resx` @66846f4),
 * not from the game; the location lines, the marks ("(Höhere Chance)") and all Spanish text are
 * test data. The tests check the alignment with the English hint, never these words.
 */

const lines =
  (labels: readonly [string, string, string], where: string) =>
  (hole: string, bait: string, time: string, location = where) =>
    `${location}<br>${labels[0]}${hole}<br>${labels[1]}${bait}<br>${labels[2]}${time}`;

/** The game's English hint, as the API sends it. */
export const englishHint = lines(
  ['Fishing Hole: ', 'Favored Bait: ', 'Time of Day: '],
  'Found in the waters of Kryta.',
);

export const germanHint = lines(
  ['Angelstelle: ', 'Bevorzugter Köder: ', 'Tageszeit: '],
  'Gefunden in den Gewässern Krytas.',
);

export const frenchHint = lines(
  ['Coin de pêche : ', 'Appât favori : ', 'Heure : '],
  'Trouvé dans les eaux de la Kryte.',
);

export const spanishHint = lines(
  ['Lugar de pesca: ', 'Cebo preferido: ', 'Hora: '],
  'Se encuentra en las aguas de Kryta.',
);
