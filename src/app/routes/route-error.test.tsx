import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it('says in a sentence that the app failed, with the error itself only in the console', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteError,
          loader: () => {
            throw new Error('GET https://api.guildwars2.com/v2/tokeninfo returned 500');
          },
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    await renderInLanguage('en', <RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The app could not show this page because of an error');
    expect(alert).not.toHaveTextContent(/api\.guildwars2|500/);
    // The error is logged from an effect, which may run just after the alert is in the page.
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith(
        'The app failed:',
        expect.objectContaining({ message: expect.stringContaining('tokeninfo') }),
      ),
    );
  });
});
