import { createExport } from './export-import';

/**
 * Downloads settings, keys and marks as a JSON file named for the day
 * (`tyria-fishing-companion-2026-11-24.json`): Settings' Export, and the update prompt's
 * "Export first".
 */
export function downloadExport(date: Date) {
  const file = createExport(date);
  const text = `${JSON.stringify(file, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `tyria-fishing-companion-${date.toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
