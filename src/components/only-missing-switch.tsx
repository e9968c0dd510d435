import { Switch } from '@mantine/core';

/** "Show only missing": hides caught items (region pages and achievement pages alike). */
export function OnlyMissingSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch
      mb="sm"
      label="Show only missing"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
