import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';
import { SearchHelp } from './search-help';

describe('the search help in German', () => {
  it('explains the search in German, keeping the examples the English index finds', async () => {
    await renderInLanguage('de', <SearchHelp />);
    expect(screen.getByRole('heading', { name: 'So suchst du' })).toBeInTheDocument();
    expect(screen.getByText('Tageszeit')).toBeInTheDocument();
    expect(screen.getByText('night lake')).toBeInTheDocument();
  });
});
