import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { sourceLanguage } from '@/lib/i18n/page-language';

/** Renders the whole app (providers + real routes) at `path`, in memory, in English. */
export function renderApp(path = '/') {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const router = createTestRouter(path, client);
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client} language={sourceLanguage}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, client };
}
