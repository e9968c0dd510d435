import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { PinBar } from './pin-bar';
import { usePinsStore } from './pins-store';

describe('the pin bar in German', () => {
  beforeEach(() => {
    usePinsStore.setState({
      pins: [{ name: 'Kryta', endpoint: '/region/Krytan', isPinned: true }],
    });
  });

  it('names the bar and its buttons in German, the page by its own name', async () => {
    const router = createMemoryRouter([{ path: '*', element: <PinBar /> }]);
    await renderInLanguage('de', <RouterProvider router={router} />);
    expect(screen.getByRole('navigation', { name: 'Angeheftete Seiten' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kryta lösen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
