import { useLingui } from '@lingui/react/macro';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/i18n/use-locale';
import { LanguageLinks } from './language-links';
import classes from './language-switcher.module.css';
import { VisuallyHidden } from '@/components/visually-hidden';

/**
 * The shell's language switcher: a disclosure (`<details>`, so it opens before the app's code has
 * started) holding the current page in every language. Escape, a click elsewhere and a navigation
 * close it.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const locale = useLocale();
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();

  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [key]);

  useEffect(() => {
    const element = details.current;
    if (!open || !element) return;
    const closeOutside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) element.open = false;
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      element.open = false;
      element.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <details
      ref={details}
      className={classes.switcher}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={classes.summary}>
        <IconLanguage size={20} aria-hidden />
        <VisuallyHidden>{t`Language`}: </VisuallyHidden>
        <span>{locale.toUpperCase()}</span>
      </summary>
      <div className={classes.panel}>
        <LanguageLinks direction="column" />
      </div>
    </details>
  );
}
