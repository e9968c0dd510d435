import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FailureKind } from '@/lib/gw2-api/failure-kind';

/**
 * What happened to a request to the game's API, a sentence per failure kind, worded where shown
 * in the page's language (issue 40, G8). No address, status or English error text: those are in
 * the console. Here, not in `lib/`: only this page's catalog carries them.
 */
export const FAILURE_SENTENCES: Record<FailureKind, MessageDescriptor> = {
  offline: msg`The browser could not reach the game's API (offline, or the connection failed).`,
  timeout: msg`The game's API did not answer in time.`,
  refused: msg`The game's API refused the request.`,
  busy: msg`The game's API was busy and asked to be asked again later.`,
  server: msg`The game's API had a problem of its own.`,
  malformed: msg`The game's API sent an answer the app could not read.`,
  unknown: msg`What went wrong is not known.`,
};
