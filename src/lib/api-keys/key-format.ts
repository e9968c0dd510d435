import { msg } from '@lingui/core/macro';

/** What kind of token a string looks like, before anything is sent anywhere. */
export type KeyFormat = 'api-key' | 'subtoken';

/** 8-4-4-4-20-4-4-4-12 hexadecimal groups: the 72-character key the game's account page creates. */
const API_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{20}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A subtoken is a JSON Web Token: three base64url parts joined by dots. */
const SUBTOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The message shown for a key that is neither format; no request is made for it. */
export const KEY_FORMAT_MESSAGE = msg`This is not a GW2 API key: paste the 72-character key (8-4-4-4-20-4-4-4-12 letters and digits) or a subtoken.`;

/** The kind of key `value` is (surrounding spaces ignored), or `undefined` when it is neither. */
export function keyFormat(value: string): KeyFormat | undefined {
  const key = value.trim();
  if (key.length === 72 && API_KEY.test(key)) return 'api-key';
  if (SUBTOKEN.test(key)) return 'subtoken';
  return undefined;
}
