/* The loket's calls about its own shift; lists and reports go through the dataProvider (index.ts endpoints). */
import { request } from '../../http'
import type { LoketShiftRecord } from '#domain/loket_shift'

export const SHIFTS_PATH = '/api/loket/shifts'

/** The signed-in seller's open shift with its running totals, or null. */
export async function fetchCurrentShift(): Promise<LoketShiftRecord | null> {
  const { json } = await request(`${SHIFTS_PATH}/current`)
  return (json as { data: LoketShiftRecord | null }).data
}

/** Rejects with the API's message (409 already open, 422 on the float field). */
export async function openShift(openingFloat: string): Promise<LoketShiftRecord> {
  const { json } = await request(SHIFTS_PATH, { method: 'POST', body: JSON.stringify({ openingFloat }) })
  return (json as { data: LoketShiftRecord }).data
}

/** Rejects with the API's message (422 a difference without a note, naming the amount; 409 already closed). */
export async function closeShift(id: number, countedCash: string, note: string): Promise<LoketShiftRecord> {
  const { json } = await request(`${SHIFTS_PATH}/${id}/close`, {
    method: 'POST',
    body: JSON.stringify(note.trim() ? { countedCash, note: note.trim() } : { countedCash }),
  })
  return (json as { data: LoketShiftRecord }).data
}
