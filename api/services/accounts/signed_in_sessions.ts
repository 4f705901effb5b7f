/*
 * The signed-in sessions list of /account-settings: 'afmelden' per session and 'overal afmelden', which ends every
 * other session of the person (this device stays signed in) and forgets every remembered device.
 */
import { recordActivity } from '#services/accounts/activity_service'
import { revokeAllSessions, signOutSession, type ClientInfo } from '#services/accounts/session_service'

export { listSessions } from '#services/accounts/session_service'

/** Ends one of the person's own sessions (404 for anyone else's). */
export async function signOutOneSession(userId: number, sessionId: string, currentSessionId: string, client: ClientInfo) {
  await signOutSession(userId, sessionId)
  await recordActivity({ userId, action: sessionId === currentSessionId ? 'signed_out' : 'session_signed_out', client })
}

/** 'Overal afmelden': every session but this one ends, and no device is remembered any more. */
export async function signOutEverywhere(userId: number, currentSessionId: string, client: ClientInfo) {
  await revokeAllSessions(userId, 'signed_out_everywhere', { except: currentSessionId })
  await recordActivity({ userId, action: 'signed_out_everywhere', client })
}
