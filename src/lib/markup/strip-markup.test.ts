import { describe, expect, it } from 'vitest';
import { stripMarkup } from './strip-markup';

describe('stripMarkup', () => {
  it.each([
    ['', ''],
    ['Catch 14 fish.', 'Catch 14 fish.'],
    ['<c=@flavor>An old saying.</c>', 'An old saying.'],
    ['Catch <c=#FF8800>rare</c> fish.', 'Catch rare fish.'],
    ['<C=@Reminder>Loud</C>', 'Loud'],
    ['<c>plain</c>', 'plain'],
    ['First line.<br>Second line.', 'First line.\nSecond line.'],
    ['One<br/>Two<br />Three</br>Four', 'One\nTwo\nThree\nFour'],
    ['<br><br>Text<br><br>', 'Text'],
    ['Catch   many\t fish ', 'Catch many fish'],
    ['Unclosed <c=@flavor>flavour', 'Unclosed flavour'],
    // Not game markup: kept as text (rendered as text, so harmless).
    ['<script>alert(1)</script>', '<script>alert(1)</script>'],
    ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ['2 < 3 and 5 > 4', '2 < 3 and 5 > 4'],
    ['<center>x</center>', '<center>x</center>'],
  ])('%j → %j', (input, output) => {
    expect(stripMarkup(input)).toBe(output);
  });
});
