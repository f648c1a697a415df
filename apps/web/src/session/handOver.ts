import type { SessionPayload } from '@site/shared';
import { storage } from './storage';

/**
 * A sign-in made before the app started: `boot.ts` shows the sign-in without React, and once it succeeds it
 * starts the app with the session it got, so the app neither asks the server again nor signs out a user who
 * must now change a temporary password.
 */
let handed: SessionPayload | null = null;

/** Keeps a sign-in's token for the API calls that follow (the session's sign-in and `handOverSession`). */
export function storeSessionToken(payload: SessionPayload): void {
  storage.set('token', payload.token);
  storage.set('tokenId', payload.token_id);
}

/** Keeps the sign-in's answer and its token for the app that starts next. */
export function handOverSession(payload: SessionPayload): void {
  storeSessionToken(payload);
  handed = payload;
}

/** The session handed over, as long as it is still the stored one. */
export function handedSession(): SessionPayload | null {
  return handed && storage.get('token') === handed.token ? handed : null;
}
