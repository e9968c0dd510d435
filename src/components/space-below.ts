import space from './spacing.module.css';

/** A theme spacing size (Mantine's `xs`…`md`: the ones used under a look). */
export type Space = 'xs' | 'sm' | 'md';

/** The class that leaves this room under an element (Mantine's `mb="…"`). */
export const spaceBelow: Record<Space, string | undefined> = {
  xs: space.mbXs,
  sm: space.mbSm,
  md: space.mbMd,
};
