import { beforeEach, describe, expect, it } from 'vitest';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { TEST_API_KEY } from '@/testing/gw2-fixtures';
import { notificationTexts, resetKeys, serveTokenInfo } from '@/testing/key-helpers';
import { addKey } from './key-actions';
import { useKeysStore } from './keys-store';

/** 50 keys of valid format, each its own. */
const fullKeys = Object.fromEntries(
  Array.from({ length: 50 }, (_, i) => {
    const key = TEST_API_KEY.slice(0, -2) + i.toString(16).toUpperCase().padStart(2, '0');
    return [`Key ${i}`, { name: `Key ${i}`, key, invalid: false }];
  }),
);

describe('addKey at the cap', () => {
  beforeEach(() => resetKeys());

  it('refuses the key with the reason for the form, selects nothing and says nothing else (G2)', async () => {
    useKeysStore.setState({ keys: fullKeys });
    serveTokenInfo();
    const result = await addKey(TEST_API_KEY.replace('F00DCAFE', '0BADBEEF'), 'One more');

    expect(result.ok).toBe(false);
    expect(!result.ok && sourceI18n._(result.reason)).toBe(
      'You have 50 API keys, the most the app keeps, so this key was not added. Remove one to add another.',
    );
    expect(useKeysStore.getState()).toMatchObject({ keys: fullKeys, selectedKey: undefined });
    expect(notificationTexts()).toEqual([]);
  });
});
