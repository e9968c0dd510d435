import { http, HttpResponse } from 'msw';
import { useKeysStore } from '@/features/account/keys-store';
import { useNotificationSettingsStore } from '@/features/notifications/settings-store';
import { useNotificationsStore } from '@/features/notifications/notifications-store';
import { sourceI18n } from '@/lib/i18n/source-i18n';
import { tokenInfoFixture } from './gw2-fixtures';
import { GW2_API } from './gw2-handlers';
import { server } from './msw-server';

/** Empties the keys store and the notifications between tests; notifications are enabled. */
export function resetKeys() {
  useNotificationSettingsStore.setState({ enabled: true, autoDismiss: false });
  useKeysStore.setState({ keys: {}, selectedKey: undefined, pending: undefined, problems: {} });
  useNotificationsStore.setState({ notifications: [] });
}

/** Texts of the app notifications pushed so far, newest first. */
export const notificationTexts = () =>
  useNotificationsStore
    .getState()
    .notifications.map(({ message, text }) => (message ? sourceI18n._(message) : text));

/** Serves /v2/tokeninfo with `answer` and records each request's URL. */
export function serveTokenInfo(
  answer: () => Response = () => HttpResponse.json(tokenInfoFixture()),
) {
  const requests: URL[] = [];
  server.use(
    http.get(`${GW2_API}/v2/tokeninfo`, ({ request }) => {
      requests.push(new URL(request.url));
      return answer();
    }),
  );
  return requests;
}
