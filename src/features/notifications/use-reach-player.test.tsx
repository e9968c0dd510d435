import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSystemAlert } from './system-notification';
import { useSystemAlertOpens } from './use-reach-player';

function Page() {
  useSystemAlertOpens();
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

describe('useSystemAlertOpens', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { address: '/launch/session', at: 'at /launch/session' },
    { address: '/region/Krytan?hole=any', at: 'at /region/Krytan?hole=any' },
    { address: 'https://elsewhere.example/launch/session', at: 'at /help' },
  ])('opens $address inside the app, only when it is this site', ({ address, at }) => {
    render(
      <MemoryRouter initialEntries={['/help']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => openSystemAlert(address));
    expect(screen.getByText(at)).toBeInTheDocument();
  });

  it("loads an address in another language (its router's pages)", () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/help',
      origin: 'http://localhost:3000',
      pathname: '/help',
      assign,
    });
    render(
      <MemoryRouter initialEntries={['/help']}>
        <Page />
      </MemoryRouter>,
    );
    act(() => openSystemAlert('/de/launch/session'));
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/de/launch/session');
    expect(screen.getByText('at /help')).toBeInTheDocument();
  });
});
