import { createExport, type ExportFile } from './export-import';

/**
 * Downloads settings, keys and marks as a JSON file named for the day
 * (`tyria-fishing-companion-2026-11-24.json`): Settings' Export, and the update prompt's
 * "Export first". The stores this page has not used yet are created first (`createExport`).
 */
export function downloadExport(date: Date) {
  createExport(date).then(
    (file) => save(file, date),
    // A store's code that cannot load (offline, without the service worker's copy): no file
    // rather than one without that store's data.
    () => console.warn('The export could not be made: part of the app did not load.'),
  );
}

function save(file: ExportFile, date: Date) {
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `tyria-fishing-companion-${date.toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
