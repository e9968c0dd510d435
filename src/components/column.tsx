import { FlexBox, type FlexProps } from './flex';

/**
 * Items one under another, stretched across (Mantine's Stack look; docs/ARCHITECTURE.md
 * "Looks"). A `ul` or `ol` loses its markers.
 */
export function Column(props: FlexProps) {
  return <FlexBox direction="column" {...props} />;
}
