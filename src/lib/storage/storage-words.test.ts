import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/load-i18n';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import type { ImportRefusal, Imported } from './export-import';
import type { StorageProblem } from './keep-valid';
import type { StorageNoticeContent } from './storage-notices';
import { importedText, noticeText, problemText, refusalText, sliceLabel } from './storage-words';

// The English each sentence had when the lib wrote it itself.
describe('storage words (English)', () => {
  it.each<[StorageNoticeContent, string]>([
    [
      { kind: 'dropped', slice: 'pins' },
      'Saved data for pinned pages could not be read and was reset. Everything else was loaded.',
    ],
    [
      { kind: 'repaired', slice: 'marks' },
      'Some saved fish marks could not be read and were left out. The others were loaded.',
    ],
    [
      { kind: 'newer', slice: 'api-keys' },
      'Your saved API keys were written by a newer version of this app. They are left untouched: changes made here are kept only until you close the page.',
    ],
    [
      { kind: 'newer', slice: 'session' },
      'Your saved fishing session was written by a newer version of this app. It is left untouched: changes made here are kept only until you close the page.',
    ],
    [
      { kind: 'repaired', slice: 'catch-log' },
      'Part of your saved session catch log could not be read and was left out. The rest was loaded.',
    ],
    [
      { kind: 'capped', slice: 'pins', count: 250, max: 200, alsoInvalid: false },
      'You had 250 saved pinned pages: the first 200 were loaded and the other 50 were left out; they are removed from this browser the next time your pinned pages are saved.',
    ],
    [
      { kind: 'capped', slice: 'pins', count: 201, max: 200, alsoInvalid: true },
      'You had 201 saved pinned pages: the first 200 were loaded and the other 1 were left out; they are removed from this browser the next time your pinned pages are saved. Some of the first ones could not be read and were left out too.',
    ],
    [
      { kind: 'cap-reached', slice: 'planner-alerts', max: 200 },
      'You have 200 planner alerts, the most the app keeps, so this alert was not set. Remove one to set another.',
    ],
    [
      { kind: 'cap-reached', slice: 'counter', max: 9 },
      'This list holds 9 items, the most the app keeps, so nothing was added.',
    ],
    [
      { kind: 'blocked' },
      'Your browser does not let this site store data, so your settings are kept only until you close the page.',
    ],
    [
      { kind: 'quota' },
      'Your browser storage is full, so your latest changes are kept only until you close the page.',
    ],
    [
      { kind: 'kept-on' },
      'Your saved data was found, so "Remember my settings" stays on. Turn it off to remove it.',
    ],
  ])('notice %j', (notice, text) => {
    expect(noticeText(notice, sourceI18n)).toBe(text);
  });

  it.each<[StorageProblem, string]>([
    [
      { kind: 'too-many', count: 5, max: 3, items: 'time-notifications' },
      'The data holds 5 time notifications; only the first 3 are read.',
    ],
    [{ kind: 'left-out', item: { position: 2 } }, 'item 2: it is not valid.'],
    [
      { kind: 'left-out', item: { name: 'x' }, reason: 'not-a-page' },
      '"x": it does not lead to a page of this site.',
    ],
    [
      { kind: 'left-out', item: { name: 'Main' }, reason: 'key-format' },
      '"Main": it is not a GW2 API key.',
    ],
    [{ kind: 'left-out', item: { fish: '"a"' }, field: 'id' }, 'fish "a": its id is not valid.'],
    [
      { kind: 'left-out', item: { position: 1 }, reason: 'unknown-reason' },
      'item 1: it is not valid.',
    ],
    [
      { kind: 'reserved-name', name: '__proto__' },
      '"__proto__": this name cannot be used here; rename it in the file.',
    ],
    [
      { kind: 'default-used', setting: 'displayMode' },
      '"displayMode": not valid, the default is used.',
    ],
  ])('problem %j', (problem, text) => {
    expect(problemText(problem, sourceI18n)).toBe(text);
  });

  it.each<[ImportRefusal, string]>([
    [{ kind: 'too-large' }, 'The file is larger than 1 MB, so it is not an export of this app.'],
    [{ kind: 'not-json' }, 'The file is not valid JSON.'],
    [{ kind: 'not-export' }, 'The file is not a Tyria Fishing Companion export.'],
    [{ kind: 'empty' }, 'The file holds no saved data.'],
    [{ kind: 'format', format: '2' }, "The file's format (2) is not supported."],
    [{ kind: 'newer', slice: 'marks' }, 'The fish marks come from a newer version of the app.'],
    [{ kind: 'invalid', slice: 'planner-alerts' }, 'The planner alerts in the file are not valid.'],
    [
      { kind: 'newer', slice: 'fishing-power' },
      'The fishing power comes from a newer version of the app.',
    ],
    [{ kind: 'invalid', slice: 'session' }, 'The fishing session in the file is not valid.'],
  ])('refusal %j', (refusal, text) => {
    expect(refusalText(refusal, sourceI18n)).toBe(text);
  });

  it.each<[Imported, string]>([
    [{ name: 'language' }, 'language choice'],
    [
      { name: 'pins', cap: { total: 300, max: 200, leftOut: 100, names: [] } },
      'pinned pages (100 left out: the limit is 200)',
    ],
  ])('imported %j', (imported, text) => {
    expect(importedText(imported, sourceI18n)).toBe(text);
  });

  it('names an unknown slice by its name', () => {
    expect(sliceLabel('counter', sourceI18n)).toBe('counter');
  });
});

describe('storage words (German)', () => {
  it('words a notice, a problem and a refusal in the language given', async () => {
    const de = await loadI18n('de');
    expect(noticeText({ kind: 'repaired', slice: 'pins' }, de)).toBe(
      'Einige gespeicherte angeheftete Seiten konnten nicht gelesen werden und wurden ausgelassen. Die übrigen wurden geladen.',
    );
    expect(problemText({ kind: 'left-out', item: { position: 2 } }, de)).toBe(
      'Eintrag 2: ungültig.',
    );
    expect(refusalText({ kind: 'not-json' }, de)).toBe('Die Datei ist kein gültiges JSON.');
    expect(noticeText({ kind: 'cap-reached', slice: 'pins', max: 200 }, de)).toBe(
      'Du hast 200 angeheftete Seiten, mehr behält die App nicht, daher wurde diese Seite nicht angeheftet. Löse eine, um eine andere anzuheften.',
    );
  });
});
