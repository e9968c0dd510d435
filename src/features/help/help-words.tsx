import type { ComponentType } from 'react';
import { PageWords } from '@/lib/i18n';

/**
 * A help page with the help pages' own catalog (their long texts: a lazy chunk per language, not
 * in the shell's catalog; docs/DECISIONS.md "Languages: the help pages' words").
 */
export function withHelpWords(Page: ComponentType): ComponentType {
  function HelpPage() {
    return (
      <PageWords catalog="help">
        <Page />
      </PageWords>
    );
  }
  HelpPage.displayName = `withHelpWords(${Page.displayName ?? Page.name})`;
  return HelpPage;
}
