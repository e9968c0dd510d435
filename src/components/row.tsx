import { FlexBox, type FlexProps } from './flex';

/**
 * Items side by side that wrap, centred across (Mantine's Group look; docs/ARCHITECTURE.md
 * "Looks"). A `ul` or `ol` loses its markers; `nowrap` keeps the items on one line.
 */
export function Row(props: FlexProps & { nowrap?: boolean }) {
  return <FlexBox direction="row" {...props} />;
}
