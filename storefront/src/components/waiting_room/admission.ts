/*
 * The admission of this visit (docs/waiting-room.md): set when the waiting room lets the visitor in, sent with every
 * hold (POST /api/tickets/reserve `admissionToken`), forgotten when the API refuses it (403 ADMISSION_REQUIRED: it
 * ran out), so the island shows the waiting room again.
 */
import { atom } from 'nanostores'

export interface Admission {
  eventId: number
  token: string
}

export const $admission = atom<Admission | null>(null)

export function admit(eventId: number, token: string) {
  $admission.set({ eventId, token })
}

export function forgetAdmission() {
  $admission.set(null)
}

/** The admission to send with a hold (nothing without one). */
export function admissionField(): { admissionToken?: string } {
  const admission = $admission.get()
  return admission ? { admissionToken: admission.token } : {}
}

/** The API's refusal of a hold without a valid admission. */
export const ADMISSION_REQUIRED = 'ADMISSION_REQUIRED'

/** After a hold's answer: a refused admission (it ran out, or was never valid) is forgotten; anything else keeps it. */
export function noteHoldAnswer(result: { ok: boolean; status: number; failure?: { code?: string } }) {
  if (!result.ok && result.status === 403 && result.failure?.code === ADMISSION_REQUIRED) forgetAdmission()
}
