import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { loadI18n } from './load-i18n';
import { loadPageWords } from './page-words';
import { sourceI18n } from './source-i18n';

describe('loadPageWords', () => {
  it('adds nothing in English: its words sit in the code', async () => {
    expect(await loadPageWords(sourceI18n, 'help')).toBe(sourceI18n);
  });

  it("adds a page catalog's words to the shell's in another language, once", async () => {
    const shell = await loadI18n('fr');
    const words = loadPageWords(shell, 'help');
    expect(loadPageWords(shell, 'help')).toBe(words);
    const help = await words;
    expect(help).not.toBe(shell);
    expect(help.locale).toBe('fr');
    // A help page's message: French with the help catalog, English (its fallback) without.
    const title = msg`Frequently Asked Questions`;
    expect(help._(title)).toBe('Questions fréquentes');
    expect(shell._(title)).toBe('Frequently Asked Questions');
    // The shell's messages stay, in French.
    const shellIds = Object.keys(shell.messages);
    expect(shellIds.length).toBeGreaterThan(100);
    expect(shellIds.filter((id) => help.messages[id] === undefined)).toEqual([]);
    expect(Object.keys(help.messages).length).toBeGreaterThan(shellIds.length + 100);
    // The shell's own instance is left as it was.
    expect(Object.keys(shell.messages)).toEqual(shellIds);
  });
});
