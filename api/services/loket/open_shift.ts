import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import LoketShift from '#models/loket_shift'

/**
 * The seller's open shift, locked for the rest of the caller's transaction: a loket sale records it on
 * the order while the shift cannot close underneath it (closing takes the same lock and then sums the orders).
 */
export async function openShiftFor(trx: TransactionClientContract, sellerId: number): Promise<LoketShift | null> {
  return LoketShift.query({ client: trx }).where('sellerId', sellerId).whereNull('closedAt').forUpdate().first()
}
