import { Popover } from '@mantine/core';
import '@mantine/core/styles/Popover.css';
import type { ReactNode, RefObject } from 'react';

/**
 * The details button's popover, a chunk of its own: Mantine's popover and floating-ui load when a
 * player first comes near a fish's details button, not with every region page. Its dropdown is
 * rendered only while open.
 */
export default function FishDetailsPopover({
  opened,
  onChange,
  button,
  dropdownRef,
  label,
  children,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  button: ReactNode;
  dropdownRef: RefObject<HTMLDivElement | null>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      width={300}
      position="bottom"
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>{button}</Popover.Target>
      {opened && (
        <Popover.Dropdown ref={dropdownRef} aria-label={label}>
          {children}
        </Popover.Dropdown>
      )}
    </Popover>
  );
}
