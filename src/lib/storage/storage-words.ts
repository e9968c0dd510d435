import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { capReachedMessage } from './cap-words';
import type { FileRefusal, Imported, ImportRefusal } from './export-import';
import type { ItemRef, StorageProblem } from './keep-valid';
import type { StorageNoticeContent } from './storage-notices';

/**
 * The words of stored data: notices, an import's problems and refusals. The storage module loads
 * with every page and keeps ids and values; these words load only where they are shown (the
 * notices' own chunk, the import preview), in the page's language.
 */

/** What the player calls each slice's data, by the slice's name (and marks' completion counts). */
const SLICE_LABELS: Record<string, MessageDescriptor> = {
  pins: msg`pinned pages`,
  marks: msg`fish marks`,
  completion: msg`completion counts`,
  'api-keys': msg`API keys`,
  'notification-settings': msg`notification settings`,
  'time-notifications': msg`time notifications`,
  'planner-alerts': msg`planner alerts`,
  'session-alerts': msg`session alerts`,
  language: msg`language choice`,
  session: msg`fishing session`,
  'catch-log': msg`session catch log`,
  'fishing-power': msg`fishing power`,
  'user-data': msg`the persistence switch`,
};

/**
 * The slices whose label names one thing ("fishing session"): their sentences say "was", "it"
 * (issue 57, fault S7: "Your saved fishing session were written…").
 */
const ONE_THING = new Set(['language', 'session', 'catch-log', 'fishing-power', 'user-data']);

/** Whether a slice's label names one thing rather than a group of items. */
export const namesOneThing = (name: string) => ONE_THING.has(name);

/** The slices (or groups of items) that have words: every persisted store's name is among them. */
export const LABELLED_SLICES = Object.keys(SLICE_LABELS);

/** "pinned pages"; an unknown slice by its name. */
export const sliceLabel = (name: string, i18n: I18n) => {
  const label = SLICE_LABELS[name];
  return label ? i18n._(label) : name;
};

/** Reasons of our own checks, by the id their check fails with. */
const REASONS: Record<string, MessageDescriptor> = {
  'not-a-page': msg`it does not lead to a page of this site`,
  'key-format': msg`it is not a GW2 API key`,
};

/** `"Kryta"`, `item 3`, `fish 24`. */
export function itemText(item: ItemRef, i18n: I18n): string {
  if ('name' in item) {
    const { name } = item;
    return i18n._(msg`"${name}"`);
  }
  if ('position' in item) {
    const { position } = item;
    return i18n._(msg`item ${position}`);
  }
  const { fish } = item;
  return i18n._(msg`fish ${fish}`);
}

function reasonText(problem: Extract<StorageProblem, { kind: 'left-out' }>, i18n: I18n) {
  const own = problem.reason === undefined ? undefined : REASONS[problem.reason];
  if (own) return i18n._(own);
  const { field } = problem;
  return field === undefined
    ? i18n._(msg`it is not valid`)
    : i18n._(msg`its ${field} is not valid`);
}

/** Why part of a group was left out: "item 2: it is not valid." */
export function problemText(problem: StorageProblem, i18n: I18n): string {
  switch (problem.kind) {
    case 'too-many': {
      const { count, max } = problem;
      const items = sliceLabel(problem.items, i18n);
      return i18n._(msg`The data holds ${count} ${items}; only the first ${max} are read.`);
    }
    case 'left-out': {
      const item = itemText(problem.item, i18n);
      const reason = reasonText(problem, i18n);
      return i18n._(msg`${item}: ${reason}.`);
    }
    case 'reserved-name': {
      const { name } = problem;
      return i18n._(msg`"${name}": this name cannot be used here; rename it in the file.`);
    }
    case 'default-used': {
      const { setting } = problem;
      return i18n._(msg`"${setting}": not valid, the default is used.`);
    }
  }
}

/** A notice about stored data, in the page's language. */
export function noticeText(notice: StorageNoticeContent, i18n: I18n): string {
  switch (notice.kind) {
    case 'blocked':
      return i18n._(
        msg`Your browser does not let this site store data, so your settings are kept only until you close the page.`,
      );
    case 'quota':
      return i18n._(
        msg`Your browser storage is full, so your latest changes are kept only until you close the page.`,
      );
    case 'kept-on':
      return i18n._(
        msg`Your saved data was found, so "Remember my settings" stays on. Turn it off to remove it.`,
      );
    default:
      return sliceNoticeText(notice, sliceLabel(notice.slice, i18n), i18n);
  }
}

function sliceNoticeText(
  notice: Extract<StorageNoticeContent, { slice: string }>,
  label: string,
  i18n: I18n,
): string {
  switch (notice.kind) {
    case 'dropped':
      return i18n._(
        msg`Saved data for ${label} could not be read and was reset. Everything else was loaded.`,
      );
    case 'repaired':
      return namesOneThing(notice.slice)
        ? i18n._(
            msg`Part of your saved ${label} could not be read and was left out. The rest was loaded.`,
          )
        : i18n._(
            msg`Some saved ${label} could not be read and were left out. The others were loaded.`,
          );
    case 'newer':
      return namesOneThing(notice.slice)
        ? i18n._(
            msg`Your saved ${label} was written by a newer version of this app. It is left untouched: changes made here are kept only until you close the page.`,
          )
        : i18n._(
            msg`Your saved ${label} were written by a newer version of this app. They are left untouched: changes made here are kept only until you close the page.`,
          );
    case 'capped': {
      const { count, max } = notice;
      const rest = count - max;
      const capped = i18n._(
        msg`You had ${count} saved ${label}: the first ${max} were loaded and the other ${rest} were left out; they are removed from this browser the next time your ${label} are saved.`,
      );
      const alsoInvalid = i18n._(
        msg`Some of the first ones could not be read and were left out too.`,
      );
      return notice.alsoInvalid ? `${capped} ${alsoInvalid}` : capped;
    }
    case 'cap-reached':
      return i18n._(capReachedMessage(notice));
  }
}

const FILE_REFUSALS: Record<Exclude<FileRefusal['kind'], 'format'>, MessageDescriptor> = {
  'too-large': msg`The file is larger than 1 MB, so it is not an export of this app.`,
  'not-json': msg`The file is not valid JSON.`,
  'not-export': msg`The file is not a Tyria Fishing Companion export.`,
  empty: msg`The file holds no saved data.`,
};

/** Why a file, or one of its groups, is not imported. */
export function refusalText(refusal: ImportRefusal, i18n: I18n): string {
  switch (refusal.kind) {
    case 'format': {
      const { format } = refusal;
      return i18n._(msg`The file's format (${format}) is not supported.`);
    }
    case 'newer': {
      const label = sliceLabel(refusal.slice, i18n);
      return namesOneThing(refusal.slice)
        ? i18n._(msg`The ${label} comes from a newer version of the app.`)
        : i18n._(msg`The ${label} come from a newer version of the app.`);
    }
    case 'invalid': {
      const label = sliceLabel(refusal.slice, i18n);
      return namesOneThing(refusal.slice)
        ? i18n._(msg`The ${label} in the file is not valid.`)
        : i18n._(msg`The ${label} in the file are not valid.`);
    }
    default:
      return i18n._(FILE_REFUSALS[refusal.kind]);
  }
}

/** What was imported into one group: "pinned pages (100 left out: the limit is 200)". */
export function importedText({ name, cap }: Imported, i18n: I18n): string {
  const label = sliceLabel(name, i18n);
  if (!cap) return label;
  const { leftOut, max } = cap;
  return i18n._(msg`${label} (${leftOut} left out: the limit is ${max})`);
}
