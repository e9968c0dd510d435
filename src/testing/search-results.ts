import { screen, within } from '@testing-library/react';

/** The search tab's list of results. */
export const searchResultList = () => screen.getByRole('list', { name: 'Search results' });

/** Each result shown, as its card's text, in order. */
export const resultNames = () =>
  within(searchResultList())
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
