/*
 * Deactivating an account (an organizer's team member, any account by an admin): it can no
 * longer sign in, and every session of it ends in the same transaction, so its open tabs get 403 on their next call.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import { revokeAllSessions } from '#services/accounts/session_service'

export async function deactivateAccount(user: User, byId: number, trx: TransactionClientContract): Promise<void> {
  user.useTransaction(trx)
  user.merge({ deactivatedAt: DateTime.now(), deactivatedBy: byId })
  await user.save()
  await revokeAllSessions(user.id, 'deactivated', { trx })
}

/** Signs in again with its own password; sessions ended at deactivation stay ended. */
export async function reactivateAccount(user: User, trx?: TransactionClientContract): Promise<void> {
  if (trx) user.useTransaction(trx)
  user.merge({ deactivatedAt: null, deactivatedBy: null })
  await user.save()
}
