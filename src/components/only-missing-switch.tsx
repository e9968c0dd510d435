import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';

/** "Show only missing": hides caught items (region pages and achievement pages alike). */
export function OnlyMissingSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Switch
      mb="sm"
      label={t`Show only missing`}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
