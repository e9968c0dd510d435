import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { SearchHelp } from './search-help';

describe('the search help in German', () => {
  it('explains the search in German, with examples in the German words the page searches', async () => {
    await renderInLanguage('de', <SearchHelp />);
    expect(screen.getByRole('heading', { name: 'So suchst du' })).toBeInTheDocument();
    expect(screen.getByText('Tageszeit')).toBeInTheDocument();
    expect(screen.getByText('nachts see')).toBeInTheDocument();
    expect(screen.getByText('"Offenes Wasser"')).toBeInTheDocument();
  });
});
