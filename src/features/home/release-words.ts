import type { I18n } from '@lingui/core';
import { settledPromise } from '@/lib/settled-promise';

const releaseWords = new WeakMap<I18n, Promise<I18n>>();

/**
 * The release notes' catalog added to `i18n`, asked for with their code at the first idle moment
 * after the home page hydrates, or by the release notes if they hydrate first (`loadPageWords`,
 * imported only in a language other than English: a static import would put its chunk in the
 * preload list of `/`'s lazy import).
 */
export function loadReleaseWords(i18n: I18n): Promise<I18n> {
  let words = releaseWords.get(i18n);
  if (!words) {
    words = settledPromise(
      import('@/lib/i18n/page-words').then(({ loadPageWords }) => loadPageWords(i18n, 'releases')),
    );
    releaseWords.set(i18n, words);
  }
  return words;
}
