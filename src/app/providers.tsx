import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 2, refetchOnWindowFocus: false },
    },
  });
}

/** The app's contexts; `i18n` speaks the address's language (`loadI18n(localeOfPath(…))`). */
export function AppProviders({
  children,
  client,
  i18n,
}: {
  children: ReactNode;
  client: QueryClient;
  i18n: I18n;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="dark"
    >
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
