import { Trans } from '@lingui/react/macro';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { PinBarFigure } from './guide-figures';
import { AppLink } from './guide-links';
import clsx from 'clsx';
import list from '@/components/list.module.css';
import { Text } from '@/components/text';

export function PinnedRegionsContent() {
  return (
    <>
      <Text>
        <Trans>
          Below the navigation bar is the pin bar. On a region or achievement page, that page
          appears there with an outlined pin: click the pin to keep it. Pinned pages have a filled
          pin and are listed newest first; click a name to go back to it (with the filters it had
          when you pinned it), or click its pin again to unpin it. You can pin as many pages as you
          like.
        </Trans>
      </Text>
      <PinBarFigure />
      <Text>
        <Trans>
          Pins last until you close the page, unless you turn on saving in your browser (see the
          last page of this guide).
        </Trans>
      </Text>
    </>
  );
}

export function ApiKeysContent() {
  return (
    <>
      <Text>
        <Trans>
          Instead of marking fish by hand you can let the official Guild Wars 2 API tell us what you
          caught. You need an API key with the <strong>Progression</strong> permission:
        </Trans>
      </Text>
      <ol className={clsx(list.list, list.spacingXs)}>
        <li>
          <Trans>
            Sign in at{' '}
            <ExternalLink href="https://account.arena.net/applications">
              account.arena.net/applications
            </ExternalLink>{' '}
            and choose “New Key”.
          </Trans>
        </li>
        <li>
          <Trans>Give it a name, tick “progression”, and create it.</Trans>
        </li>
        <li>
          <Trans>Copy the key.</Trans>
        </li>
        <li>
          <Trans>
            Paste it under <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>
            . The nickname is optional: left blank, the key keeps the name you gave it on
            account.arena.net. Then add it.
          </Trans>
        </li>
      </ol>
      <Text>
        <Trans>
          The key is checked with the game&apos;s API. A key without the Progression permission is
          refused with “Key is invalid or does not grant correct permissions”. Added keys are
          selected; click a key to select or unselect it — one key at a time. A key that stops
          working turns red (“Invalid Key”) and is unselected. Keys can be renamed and removed.
        </Trans>
      </Text>
      <Text>
        <Trans>
          While a key is selected, caught fish and completion counts come from the game and refresh
          while the page is open. Your key is only ever sent to the official API. Without a key, the
          fish you marked by hand are what the grid shows.
        </Trans>
      </Text>
    </>
  );
}

export function LocalStorageContent() {
  return (
    <>
      <Text>
        <Trans>
          By default nothing is saved: close the page and your keys, pins and marks are gone. To
          keep them, turn on “Remember my settings in this browser” under{' '}
          <AppLink to={paths.settings.href('general')}>Settings → General</AppLink>. It is off until
          you turn it on.
        </Trans>
      </Text>
      <Text>
        <Trans>
          While it is on, your API keys, pinned pages, marked fish, notification settings, alerts,
          language, fishing power and fishing session are kept in this browser&apos;s local storage,
          on this device only. Turning it off deletes everything the site stored.
        </Trans>
      </Text>
      <Text>
        <Trans>
          To use another browser or device, the same page can download your data as a file and
          import it there. The file contains your API keys in plain text, so keep it private.
        </Trans>
      </Text>
      <Text>
        <Trans>
          That is the whole tour. Pick a region and start fishing — the Help page is always one
          click away at the top.
        </Trans>
      </Text>
    </>
  );
}
