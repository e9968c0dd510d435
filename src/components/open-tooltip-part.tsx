import { Tooltip, type TooltipProps } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';

/** Mantine's tooltip, open: the lazily loaded part of `OpenTooltip` (with its positioning). */
export default function OpenTooltipPart(props: Omit<TooltipProps, 'opened'>) {
  return <Tooltip {...props} opened />;
}
