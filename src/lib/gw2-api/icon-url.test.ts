import { describe, expect, it } from 'vitest';
import { gameIconUrl, isGameIconUrl } from './icon-url';

describe('isGameIconUrl', () => {
  it.each([
    ['the render host over https', 'https://render.guildwars2.com/file/ABC/123.png', true],
    ['the render host with its default port', 'https://render.guildwars2.com:443/file/1.png', true],
    ['the render host over http', 'http://render.guildwars2.com/file/1.png', false],
    ['another host', 'https://evil.example/file/1.png', false],
    ['a look-alike host', 'https://render.guildwars2.com.evil.example/1.png', false],
    ['a sub-domain of the host', 'https://x.render.guildwars2.com/1.png', false],
    ['credentials before the host', 'https://user:pw@render.guildwars2.com/1.png', false],
    ['another port', 'https://render.guildwars2.com:8443/1.png', false],
    ['a script address', 'javascript:alert(1)', false],
    ['a data address', 'data:image/png;base64,AAAA', false],
    ['a relative path', '/file/1.png', false],
    ['an empty text', '', false],
    ['no text at all', undefined, false],
    ['a number', 42, false],
  ])('%s: %s → %s', (_, value, accepted) => {
    expect(isGameIconUrl(value)).toBe(accepted);
    expect(gameIconUrl(value)).toBe(accepted ? value : undefined);
  });
});
