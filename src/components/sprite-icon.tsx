// A namespace import, so the list below names each icon once (the bundler keeps only those).
import * as tabler from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import clsx from 'clsx';
import type { ReactElement, ReactNode, SVGProps } from 'react';
import classes from './sprite-icon.module.css';

/**
 * The icons a page shows many times (the fish cards' copy and details marks, the fish list's
 * marks, the clocks' and fish's time of day): each is drawn once, in the shell's `IconSprite`, and
 * every `SpriteIcon` points at it (docs/start-up.md "Icons drawn once"). Each costs every page its
 * shape, so an icon a page shows once or twice stays a tabler component. Outline icons only: their
 * stroke is `.icon`'s (sprite-icon.module.css). Using `SpriteIcon` with another icon? Add it here.
 */
const SPRITE_ICONS: readonly Icon[] = [
  tabler.IconCheck,
  tabler.IconCircle,
  tabler.IconCopy,
  tabler.IconInfoSmall,
  tabler.IconMoon,
  tabler.IconSun,
  tabler.IconSunrise,
  tabler.IconSunset,
  tabler.IconSunset2,
];

type TablerSvg = ReactElement<SVGProps<SVGSVGElement> & { children: ReactNode }>;

/**
 * The `<svg>` element a tabler icon renders. Tabler's components are `forwardRef`s of one render
 * function with no other way to reach their shapes; sprite-icon.test.tsx fails if that changes.
 */
function tablerSvg(icon: Icon): TablerSvg {
  const { render } = icon as unknown as { render: (props: object, ref: null) => TablerSvg };
  return render({}, null);
}

/** `tabler-icon tabler-icon-sunset-2` → `icon-sunset-2`. */
function symbolId(svg: TablerSvg): string {
  const name = String(svg.props.className).split(' ').at(-1) ?? '';
  return name.replace(/^tabler-/, '');
}

const SYMBOL_IDS = new Map(SPRITE_ICONS.map((icon) => [icon, symbolId(tablerSvg(icon))]));

/** One `<symbol>` per icon of the sprite, with tabler's own shapes. */
function IconSymbol({ icon }: { icon: Icon }) {
  return (
    <symbol id={SYMBOL_IDS.get(icon)} viewBox="0 0 24 24">
      {tablerSvg(icon).props.children}
    </symbol>
  );
}

/** Every sprite icon's shape, once per page; the shell renders it. */
export function IconSprite() {
  return (
    <svg className={classes.sprite} aria-hidden>
      {SPRITE_ICONS.map((icon) => (
        <IconSymbol key={SYMBOL_IDS.get(icon)} icon={icon} />
      ))}
    </svg>
  );
}

type SpriteIconProps = {
  /** A tabler icon of `SPRITE_ICONS`. */
  icon: Icon;
  /** Width and height, as tabler's `size` (24 by default). */
  size?: number | string;
  className?: string;
  /** An icon that means something on its own gets a name (then it is an image, not hidden). */
  'aria-label'?: string;
};

/**
 * A tabler icon drawn from the page's `IconSprite`: the same look as `<IconX size aria-hidden />`
 * in a fraction of the markup. Its colour is `currentColor` (set `color` from `className`).
 */
export function SpriteIcon({ icon, size = 24, className, 'aria-label': label }: SpriteIconProps) {
  const id = SYMBOL_IDS.get(icon);
  const name = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  if (id === undefined) {
    // A forgotten icon fails in development and tests; a built page draws it inline instead.
    if (import.meta.env.DEV) {
      throw new Error(`Icon${icon.displayName} is not in SPRITE_ICONS (sprite-icon.tsx)`);
    }
    const Inline = icon;
    return <Inline size={size} className={className} {...name} />;
  }
  return (
    <svg width={size} height={size} className={clsx(classes.icon, className)} {...name}>
      <use href={`#${id}`} />
    </svg>
  );
}
