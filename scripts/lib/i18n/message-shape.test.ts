import { describe, expect, it } from 'vitest';
import { messageShape } from './message-shape';

describe('messageShape', () => {
  it.each([
    ['Home', []],
    ['Version {version}', ['{version}']],
    ['<0>See the {name} wiki</0> ({count})', ['<0>', '{count}', '{name}']],
    ['{n, plural, one {# fish in {hole}} other {# fish}}', ['{hole}', '{n}']],
    ['{n, plural, one {<0>#</0>} other {<1/>}}', ['<0>', '<1>', '{n}']],
  ])('reads %j', (message, shape) => {
    expect(messageShape(message)).toEqual(shape);
  });

  it('throws on a message that is not valid ICU', () => {
    expect(() => messageShape('{n, plural, one {#}')).toThrow();
  });
});
