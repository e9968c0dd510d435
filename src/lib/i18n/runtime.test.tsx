import { Trans } from '@lingui/react/macro';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '@/testing/render-in-language';

const name = 'Kryta';

/** Messages the app writes: plain words, a value, an element (their German is in de.po). */
const messages = [
  {
    kind: 'plain words',
    ui: <Trans>Copy in-game link</Trans>,
    english: 'Copy in-game link',
    german: 'Spiel-Link kopieren',
  },
  {
    kind: 'a value',
    ui: <Trans>Daily {name} Fisher</Trans>,
    english: 'Daily Kryta Fisher',
  },
  {
    kind: 'an element',
    ui: (
      <Trans>
        Start at <strong>the waypoint</strong>
      </Trans>
    ),
    english: 'Start at the waypoint',
    element: 'the waypoint',
  },
];

describe('Trans (the macros’ runtime)', () => {
  it.each(messages)('writes $kind in English, elements in place', ({ ui, english, element }) => {
    const { container } = render(<p>{ui}</p>);
    expect(container.textContent).toBe(english);
    expect(container.querySelector('strong')?.textContent).toBe(element);
  });

  it('writes plain words as bare text, in the page’s language', async () => {
    const { container } = await renderInLanguage('de', <p>{messages[0]!.ui}</p>);
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe(messages[0]!.german);
    // No element and no wrapper: one text node, as Lingui's own component would leave.
    expect(paragraph?.childNodes).toHaveLength(1);
    expect(paragraph?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
  });
});
