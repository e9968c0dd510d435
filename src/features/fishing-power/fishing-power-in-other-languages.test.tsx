import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { FishingPowerInput } from './fishing-power-input';
import { useFishingPowerStore } from './fishing-power-store';
import { HolePowerNote } from './hole-power-note';

describe('the fishing power in German and French', { timeout: 20_000 }, () => {
  beforeEach(() => useFishingPowerStore.setState({ power: 500 }));

  it.each([
    {
      locale: 'de' as const,
      label: /^Deine Angelkraft/,
      help: /Fischgründe brauchen bis zu 750/,
      clear: 'Angelkraft löschen',
      note: 'braucht 650, du hast 500',
    },
    {
      locale: 'fr' as const,
      label: /^Votre puissance de pêche/,
      help: /Les bancs demandent jusqu’à 750/,
      clear: 'Effacer la puissance de pêche',
      note: 'demande 650, vous avez 500',
    },
  ])('words the input and the note in $locale', async ({ locale, label, help, clear, note }) => {
    await renderInLanguage(
      locale,
      <>
        <QueryClientProvider client={new QueryClient()}>
          <FishingPowerInput />
        </QueryClientProvider>
        <HolePowerNote needs={650} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: label })).toHaveValue('500');
    expect(screen.getByText(help)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: clear })).toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
  });

  it.each([
    {
      locale: 'de' as const,
      label: /^Deine Angelkraft/,
      refused: 'Die Angelkraft reicht von 0 bis 2000. Bis dahin bleibt deine Angelkraft 500.',
    },
    {
      locale: 'fr' as const,
      label: /^Votre puissance de pêche/,
      refused:
        'La puissance de pêche va de 0 à 2000. D’ici là, votre puissance de pêche reste 500.',
    },
  ])('words a refused power in $locale, tied to the field', async ({ locale, label, refused }) => {
    const user = userEvent.setup();
    await renderInLanguage(
      locale,
      <QueryClientProvider client={new QueryClient()}>
        <FishingPowerInput />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('textbox', { name: label });
    await user.clear(input);
    await user.paste('2001');
    expect(input).toHaveValue('2001');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(refused));
  });
});
