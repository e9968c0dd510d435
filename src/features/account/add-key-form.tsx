import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, PasswordInput, TextInput } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { KEY_FORMAT_MESSAGE, keyFormat } from '@/lib/api-keys/key-format';
import { KEY_NAME_MAX } from '@/lib/api-keys/keys-state';
import { Column } from '@/components/column';
import { Text } from '@/components/text';
import { Row } from '@/components/row';

/** Spec §8: the key field's error when adding fails. */
export const ADD_KEY_ERROR = msg`Key is invalid or does not grant correct permissions`;

interface AddKeyFormProps {
  /** Tests and stores the key; resolves with why it failed, if it did. */
  onAdd: (
    key: string,
    nickname: string,
  ) => Promise<{ ok: true } | { ok: false; reason: MessageDescriptor }>;
}

/**
 * The add-key form (spec §4, §5): key required and in a known format; nickname optional (blank
 * takes the key's own name). Add is disabled while the form is invalid or saving; on failure the
 * form re-enables with an error on the key field and keeps what was typed; on success it resets.
 */
export function AddKeyForm({ onAdd }: AddKeyFormProps) {
  const [saving, setSaving] = useState(false);
  const [reason, setReason] = useState<MessageDescriptor>();
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { key: '', nickname: '' },
    validateInputOnChange: ['key'],
    validate: {
      key: (value) => {
        if (!value.trim()) return t`Enter an API key`;
        return keyFormat(value) ? null : i18n._(KEY_FORMAT_MESSAGE);
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
      form.setFieldError('key', i18n._(ADD_KEY_ERROR));
      setReason(result.reason);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t`Add an API key`} noValidate>
      <Column gap="xs">
        <PasswordInput
          label={t`API key`}
          description={t`72 characters (or a subtoken), with the Progression permission.`}
          withAsterisk
          autoComplete="off"
          spellCheck={false}
          disabled={saving}
          visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the key` }}
          {...form.getInputProps('key')}
        />
        <TextInput
          label={t`Nickname (optional)`}
          description={t`Leave blank to use the key's own name (at most ${KEY_NAME_MAX} characters).`}
          autoComplete="off"
          maxLength={KEY_NAME_MAX}
          disabled={saving}
          {...form.getInputProps('nickname')}
        />
        {reason && (
          <Text size="sm" tone="red.4" role="alert">
            {i18n._(reason)}
          </Text>
        )}
        <Row>
          <Button type="submit" loading={saving} disabled={saving || !form.isValid()}>
            <Trans>Add</Trans>
          </Button>
        </Row>
      </Column>
    </form>
  );
}
