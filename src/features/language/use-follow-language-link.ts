import type { MouseEvent } from 'react';
import type { Locale } from '@/config/locales';
import { useLanguageSwitch } from '@/lib/i18n/language-switch';
import { useLocale } from '@/lib/i18n/use-locale';
import { unsavedData } from '@/lib/storage/unsaved-data';
import { useLanguageStore } from './language-store';
import { useNewTabWarning } from './new-tab-warning-store';

/** A click that opens the link elsewhere: a middle click, or with Ctrl, ⌘ or Shift held. */
const opensElsewhere = (event: MouseEvent) =>
  event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;

/**
 * What a language link does when clicked (its `onClick` and `onAuxClick`): in the running app it
 * switches the page's language in place, so nothing the tab holds is lost (issue 40 item 1);
 * opened in a new tab while the tab holds unsaved data, it warns first. Without the running app
 * (before it starts) the link is followed as a plain link.
 */
export function useFollowLanguageLink() {
  const switchLanguage = useLanguageSwitch();
  const current = useLocale();
  const choose = useLanguageStore((state) => state.choose);
  const askNewTab = useNewTabWarning((state) => state.ask);
  return (event: MouseEvent<HTMLAnchorElement>, locale: Locale, neutralPath: string) => {
    if (event.button > 1) return;
    if (opensElsewhere(event) && unsavedData().length > 0) {
      event.preventDefault();
      askNewTab(event.currentTarget.href);
      return;
    }
    choose(locale);
    if (opensElsewhere(event) || !switchLanguage) return;
    event.preventDefault();
    if (locale !== current) void switchLanguage(locale, neutralPath);
  };
}
