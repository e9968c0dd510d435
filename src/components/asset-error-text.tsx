import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { AssetLoadError, type AssetErrorReason } from '@/data/asset-error';

const SENTENCES: Record<AssetErrorReason | 'other', MessageDescriptor> = {
  missing: msg`A catalog file this page needs is missing from this version of the site. Reloading fetches the current version.`,
  malformed: msg`A catalog file this page needs could not be read. Reloading may help; if it does not, the site needs a fix.`,
  unreachable: msg`A catalog file this page needs could not be downloaded: the browser may be offline. Reload the page once you are online.`,
  other: msg`A catalog file this page needs could not be loaded. Reloading may help.`,
};

/**
 * Why a catalog file (public/assets) could not be used, as a sentence in the page's language; the
 * file's address and the server's answer go to the console, for those who debug.
 */
export function AssetErrorText({ error }: { error: Error }) {
  const { i18n } = useLingui();
  useEffect(() => console.error(error), [error]);
  const reason = error instanceof AssetLoadError ? error.reason : 'other';
  return <>{i18n._(SENTENCES[reason])}</>;
}
