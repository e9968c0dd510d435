import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MINUTE_MS } from '@/config/constants';
import { PageLanguageProvider, type PageLanguage } from '@/lib/i18n/page-language';
import type { SwitchLanguage } from '@/lib/i18n/language-switch';
import { theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * MINUTE_MS, retry: 2, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The app's contexts. `language` is the address's (`loadPageLanguage(localeOfPath(…))`, at
 * start-up, at the prerender and at a language switch); `switchLanguage` only in the running app.
 */
export function AppProviders({
  children,
  client,
  language,
  switchLanguage,
}: {
  children: ReactNode;
  client: QueryClient;
  language: PageLanguage;
  switchLanguage?: SwitchLanguage;
}) {
  return (
    // The theme's variables and global classes are in the static stylesheet (virtual:theme.css),
    // not in a <style> the provider would write into every page (docs/start-up.md "Critical styles").
    <MantineProvider
      theme={theme}
      defaultColorScheme="dark"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <PageLanguageProvider language={language} switchLanguage={switchLanguage}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </PageLanguageProvider>
    </MantineProvider>
  );
}
