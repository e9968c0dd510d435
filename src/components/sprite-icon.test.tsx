import {
  IconCheck,
  IconCircle,
  IconCopy,
  IconInfoSmall,
  IconMoon,
  IconSun,
  IconSunrise,
  IconSunset,
  IconSunset2,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IconSprite, SpriteIcon } from './sprite-icon';

/** Tabler's outline look, as `.icon` in sprite-icon.module.css writes it for the sprite's shapes. */
const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
};

/** The symbol a rendered sprite icon points at, in the rendered sprite. */
function symbolOf(svg: Element): Element {
  const href = svg.querySelector('use')?.getAttribute('href') ?? '';
  const symbol = document.querySelector(`symbol${href}`);
  if (!symbol) throw new Error(`no symbol ${href}`);
  return symbol;
}

describe('sprite-icon', () => {
  it.each([
    ['check', IconCheck],
    ['copy', IconCopy],
    ['info-small', IconInfoSmall],
    ['moon', IconMoon],
    ['sun', IconSun],
    ['sunrise', IconSunrise],
    ['sunset', IconSunset],
    ['sunset-2', IconSunset2],
    ['circle', IconCircle],
  ] as [string, Icon][])('draws %s with tabler’s own shapes and stroke', (name, icon) => {
    const Tabler = icon;
    render(
      <>
        <IconSprite />
        <SpriteIcon icon={icon} />
        <Tabler data-testid="tabler" />
      </>,
    );
    const tabler = screen.getByTestId('tabler');
    const sprite = document.querySelector(`svg:not([data-testid]):has(use)`)!;
    const symbol = symbolOf(sprite);

    expect(symbol.id).toBe(`icon-${name}`);
    expect(symbol.getAttribute('viewBox')).toBe(tabler.getAttribute('viewBox'));
    expect(symbol.innerHTML).toBe(tabler.innerHTML);
    for (const [attribute, value] of Object.entries(OUTLINE)) {
      expect(tabler).toHaveAttribute(attribute, value);
    }
  });

  it('holds each icon once, in a sprite that takes no room and is hidden from assistive tech', () => {
    const { container } = render(<IconSprite />);
    const sprite = container.firstElementChild!;
    const ids = [...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id);

    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sprite).toHaveAttribute('aria-hidden', 'true');
    expect(sprite.getAttribute('class')).toMatch(/sprite/);
  });

  it('is as large as its size and hidden, as `<IconX size aria-hidden />` is', () => {
    const { container } = render(<SpriteIcon icon={IconMoon} size={14} className="phase" />);
    const svg = container.querySelector('svg')!;

    expect(svg).toHaveAttribute('width', '14');
    expect(svg).toHaveAttribute('height', '14');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.getAttribute('class')).toMatch(/phase/);
    expect(svg.querySelector('use')).toHaveAttribute('href', '#icon-moon');
  });

  it('is an image with a name when it is given one', () => {
    render(<SpriteIcon icon={IconCheck} aria-label="Caught" />);

    const image = screen.getByRole('img', { name: 'Caught' });
    expect(image).not.toHaveAttribute('aria-hidden');
  });

  it('refuses an icon the sprite does not hold, in development and tests', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(() => render(<SpriteIcon icon={IconX} />)).toThrow(/IconX is not in SPRITE_ICONS/);
  });

  it('hydrates the prerendered markup without a difference', () => {
    const errors = vi.spyOn(console, 'error');
    const page = (
      <div>
        <IconSprite />
        <SpriteIcon icon={IconSun} size={16} />
        <SpriteIcon icon={IconCheck} aria-label="Caught" />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const prerendered = container.innerHTML;
    document.body.append(container);

    render(page, { container, hydrate: true });

    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(prerendered);
  });
});
