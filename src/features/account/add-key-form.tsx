import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { KEY_FORMAT_MESSAGE, KEY_NAME_MAX, keyFormat } from '@/lib/api-keys';

/** Spec §8: the key field's error when adding fails. */
export const ADD_KEY_ERROR = 'Key is invalid or does not grant correct permissions';

interface AddKeyFormProps {
  /** Tests and stores the key; resolves with why it failed, if it did. */
  onAdd: (key: string, nickname: string) => Promise<{ ok: true } | { ok: false; reason: string }>;
}

/**
 * The add-key form (spec §4, §5): key required and in a known format; nickname optional (blank
 * takes the key's own name). Add is disabled while the form is invalid or saving; on failure the
 * form re-enables with an error on the key field and keeps what was typed; on success it resets.
 */
export function AddKeyForm({ onAdd }: AddKeyFormProps) {
  const [saving, setSaving] = useState(false);
  const [reason, setReason] = useState<string>();
  const form = useForm({
    mode: 'controlled',
    initialValues: { key: '', nickname: '' },
    validateInputOnChange: ['key'],
    validate: {
      key: (value) => {
        if (!value.trim()) return 'Enter an API key';
        return keyFormat(value) ? null : KEY_FORMAT_MESSAGE;
      },
    },
  });

  const submit = form.onSubmit(async ({ key, nickname }) => {
    setSaving(true);
    setReason(undefined);
    const result = await onAdd(key, nickname);
    setSaving(false);
    if (result.ok) {
      form.reset();
    } else {
      form.setFieldError('key', ADD_KEY_ERROR);
      setReason(result.reason);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add an API key" noValidate>
      <Stack gap="xs">
        <PasswordInput
          label="API key"
          description="72 characters (or a subtoken), with the Progression permission."
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          disabled={saving}
          {...form.getInputProps('key')}
        />
        <TextInput
          label="Nickname (optional)"
          description={`Leave blank to use the key's own name (at most ${KEY_NAME_MAX} characters).`}
          autoComplete="off"
          maxLength={KEY_NAME_MAX}
          disabled={saving}
          {...form.getInputProps('nickname')}
        />
        {reason && (
          <Text size="sm" c="red.4" role="alert">
            {reason}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={saving} disabled={saving || !form.isValid()}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
