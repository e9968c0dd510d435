import type { Icon } from '@tabler/icons-react';

/** A value's decorative icon from `icons`; nothing for a value without one. */
export function ValueIcon<Value extends string>({
  icons,
  value,
  size = 14,
}: {
  icons: Partial<Record<Value, Icon>>;
  value: Value;
  size?: number;
}) {
  const Icon: Icon | undefined = icons[value];
  return Icon ? <Icon size={size} aria-hidden /> : null;
}
