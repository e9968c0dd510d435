import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLanguageProvider, type PageLanguage, type SwitchLanguage } from '@/lib/i18n';
import { cssVariablesResolver, theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false },
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
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
    >
      <PageLanguageProvider language={language} switchLanguage={switchLanguage}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </PageLanguageProvider>
    </MantineProvider>
  );
}
