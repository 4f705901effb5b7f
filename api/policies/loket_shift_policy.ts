/*
 * Whose a loket shift is: its seller's ('own' for loket staff) and its organizer's (the organizer's team).
 * Loads the shift and refuses (403) unless the person may take the action on it (domain/resource_access.ts
 * 'loket-shifts'); an unknown id is a 404 for everyone.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import LoketShift from '#models/loket_shift'
import { DomainError } from '#exceptions/domain_error'
import type { RecordOwner } from '#domain/resource_access'
import { authorize } from '#policies/resource_policy'

/** Whose a shift is: its seller's ('own') and its organizer's. */
export function shiftOwner(shift: LoketShift): RecordOwner {
  return { userId: shift.sellerId, organizerId: shift.organizerId }
}

/** The shift the viewer may take the action on (404 unknown, 403 someone else's); locked when a transaction is given. */
export async function authorizeShift(
  viewer: User | undefined,
  id: number | null,
  action: 'show' | 'edit',
  trx?: TransactionClientContract
): Promise<LoketShift> {
  if (id === null) throw new DomainError('LOKET_SHIFT_NOT_FOUND')
  const query = LoketShift.query(trx ? { client: trx } : {}).where('id', id)
  if (trx) query.forUpdate()
  const shift = await query.first()
  if (!shift) throw new DomainError('LOKET_SHIFT_NOT_FOUND')
  authorize(viewer, 'loket-shifts', action, shiftOwner(shift))
  return shift
}
