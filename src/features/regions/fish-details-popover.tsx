import { Popover } from '@mantine/core';
import '@mantine/core/styles/Popover.layer.css';
import type { ReactNode, RefObject } from 'react';
import type { ItemExtension } from '@/lib/catalog/asset-schemas';
import { FishDetails } from './fish-details';

/**
 * The details button's popover with the fish's details, a chunk of its own: Mantine's popover,
 * floating-ui and the details load when a player first comes near a fish's details button, not
 * with every region page. Its dropdown is rendered only while open.
 */
export default function FishDetailsPopover({
  opened,
  onChange,
  button,
  dropdownRef,
  label,
  itemId,
  fish,
}: {
  opened: boolean;
  onChange: (opened: boolean) => void;
  button: ReactNode;
  dropdownRef: RefObject<HTMLDivElement | null>;
  label: string;
  itemId: number;
  fish: ItemExtension;
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
          <FishDetails itemId={itemId} fish={fish} />
        </Popover.Dropdown>
      )}
    </Popover>
  );
}
