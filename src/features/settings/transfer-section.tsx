import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileButton } from '@mantine/core';
import { useRef, useState } from 'react';
import {
  applyImport,
  MAX_IMPORT_BYTES,
  previewImport,
  type Imported,
  type ImportMode,
  type ImportRefusal,
  type ImportPreview as Preview,
} from '@/lib/storage/export-import';
import { downloadExport } from '@/lib/storage/download-export';
import { importedText, refusalText } from '@/lib/storage/storage-words';
import { ImportPreview } from './import-preview';
import { Row } from '@/components/row';
import { Notice } from '@/components/notice';
import { NoticeClose } from '@/components/notice-close';
import { PanelSection } from '@/components/panel-section';

type ImportResult =
  | { ok: true; imported: Imported[] }
  | { ok: false; reasons: ImportRefusal[] }
  | { ok: false; unreadable: true };

/** Reads a chosen file as text (FileReader works everywhere, including older browsers). */
function readText(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

/** Moves settings, keys and marks to another browser as a JSON file. */
export function TransferSection({ now = () => new Date() }: { now?: () => Date }) {
  const [result, setResult] = useState<ImportResult>();
  const [preview, setPreview] = useState<Extract<Preview, { ok: true }>>();
  // Cleared after each choice, so choosing the same file again is read again.
  const resetFile = useRef<() => void>(null);
  const { t, i18n } = useLingui();

  const onExport = () => downloadExport(now());

  const onChoose = async (file: File | null) => {
    if (!file) return;
    resetFile.current?.();
    setResult(undefined);
    setPreview(undefined);
    if (file.size > MAX_IMPORT_BYTES) {
      setResult({ ok: false, reasons: [{ kind: 'too-large' }] });
      return;
    }
    try {
      const read = await previewImport(await readText(file));
      if (read.ok) setPreview(read);
      else setResult(read);
    } catch {
      setResult({ ok: false, unreadable: true });
    }
  };

  const onImport = (mode: ImportMode) => {
    if (!preview) return;
    setResult({ ok: true, imported: applyImport(preview.groups, mode) });
    setPreview(undefined);
  };

  const importedGroups = result?.ok
    ? result.imported.map((group) => importedText(group, i18n)).join(', ')
    : '';
  const refusal =
    result && !result.ok
      ? 'reasons' in result
        ? result.reasons.map((reason) => refusalText(reason, i18n)).join(' ')
        : t`The file could not be read.`
      : '';
  return (
    <PanelSection
      title={<Trans>Move my data to another browser</Trans>}
      intro={
        <Trans>
          The file holds your settings, pinned pages, marks and your API keys in plain text: keep it
          private, like a password.
        </Trans>
      }
    >
      <Row>
        <Button variant="light" onClick={onExport}>
          <Trans>Download my data</Trans>
        </Button>
        <FileButton
          resetRef={resetFile}
          onChange={(file) => void onChoose(file)}
          accept="application/json,.json"
        >
          {(props) => (
            <Button variant="light" {...props}>
              <Trans>Import data from a file</Trans>
            </Button>
          )}
        </FileButton>
      </Row>
      {preview && (
        <ImportPreview
          groups={preview.groups}
          refused={preview.refused}
          onImport={onImport}
          onCancel={() => setPreview(undefined)}
        />
      )}
      {result && (
        <Notice
          color={result.ok ? 'teal' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          title={result.ok ? t`Data imported` : t`Nothing was imported`}
          close={<NoticeClose label={t`Dismiss`} onClose={() => setResult(undefined)} />}
        >
          {result.ok ? t`Imported: ${importedGroups}.` : refusal}
        </Notice>
      )}
    </PanelSection>
  );
}
