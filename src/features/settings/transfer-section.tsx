import { Alert, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { createExport, importExport, type ImportResult } from '@/lib/storage';

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

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

  const onExport = () => {
    const date = now();
    const file = createExport(date);
    download(
      `tyria-fishing-companion-${date.toISOString().slice(0, 10)}.json`,
      `${JSON.stringify(file, null, 2)}\n`,
    );
  };

  const onImport = async (file: File | null) => {
    if (!file) return;
    try {
      setResult(importExport(await readText(file)));
    } catch {
      setResult({ ok: false, reason: 'The file could not be read.' });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="transfer-heading">
      <Title order={3} id="transfer-heading">
        Move my data to another browser
      </Title>
      <Text size="sm" c="dimmed">
        The file holds your settings, pinned pages, marks and your API keys in plain text: keep it
        private, like a password.
      </Text>
      <Group>
        <Button variant="light" onClick={onExport}>
          Download my data
        </Button>
        <FileButton onChange={(file) => void onImport(file)} accept="application/json,.json">
          {(props) => (
            <Button variant="light" {...props}>
              Import data from a file
            </Button>
          )}
        </FileButton>
      </Group>
      {result && (
        <Alert
          color={result.ok ? 'teal' : 'red'}
          role={result.ok ? 'status' : 'alert'}
          title={result.ok ? 'Data imported' : 'Nothing was imported'}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setResult(undefined)}
        >
          {result.ok ? `Imported: ${result.imported.join(', ')}.` : result.reason}
        </Alert>
      )}
    </Stack>
  );
}
