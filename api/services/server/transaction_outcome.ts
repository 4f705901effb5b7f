/*
 * A transaction's end as PostgreSQL decided it. Knex settles a failed BEGIN or COMMIT only on the transaction's
 * own promise (executionPromise): its commit() resolves although the COMMIT failed, and a transaction whose BEGIN
 * was cut off is handed out already finished, so its first query fails with 'Transaction query already complete'
 * and the real cause is lost. Lucid's db.transaction() reads neither. When PostgreSQL goes away at the wrong
 * moment, a sale would then be answered as done while nothing was kept, or fail with a message that hides the
 * outage. installTransactionOutcome() makes every Lucid transaction throw the real error instead: at the start
 * when BEGIN failed, and from commit() when COMMIT failed (so the work is reported lost and after-commit hooks
 * do not run).
 */
import { QueryClient } from '@adonisjs/lucid/database'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

interface KnexTransaction {
  isCompleted(): boolean
  executionPromise?: Promise<unknown>
  commit(value?: unknown): Promise<unknown>
}

type TransactionCallback<T> = (trx: TransactionClientContract) => Promise<T>

/** Follows one knex transaction's outcome; throws its failure at the start (BEGIN) or from commit (COMMIT). */
async function guard(transaction: TransactionClientContract) {
  const knexTransaction = transaction.knexClient as unknown as KnexTransaction
  const outcome = knexTransaction.executionPromise
  if (!outcome) return
  let failure: unknown = null
  // Also keeps a failure that nobody else reads from becoming an unhandled rejection.
  const settled = outcome.then(
    () => null,
    (error: unknown) => (failure = error ?? new Error('transaction rolled back'))
  )
  if (knexTransaction.isCompleted()) {
    await settled
    throw failure ?? new Error('the transaction ended before its first statement')
  }
  const commit = knexTransaction.commit.bind(knexTransaction)
  knexTransaction.commit = async (value?: unknown) => {
    const result = await commit(value)
    await Promise.race([settled, Promise.resolve()])
    if (failure) throw failure
    return result
  }
}

let installed = false

/** Once per process (start/transactions.ts): every QueryClient transaction, managed (callback) or self-managed. */
export function installTransactionOutcome() {
  if (installed) return
  installed = true
  const begin = QueryClient.prototype.transaction
  QueryClient.prototype.transaction = async function <T>(
    this: QueryClient,
    callback?: TransactionCallback<T> | { isolationLevel?: any },
    options?: { isolationLevel?: any }
  ): Promise<any> {
    const settings = typeof callback === 'function' ? options : (callback ?? options)
    const beginSelfManaged = begin as (this: QueryClient, callback: undefined, options: unknown) => Promise<TransactionClientContract>
    const transaction = await beginSelfManaged.call(this, undefined, settings)
    await guard(transaction)
    if (typeof callback !== 'function') return transaction
    // As Lucid's own managed transaction: commit what the callback did, roll back when it threw.
    try {
      const response = await callback(transaction)
      if (!transaction.isCompleted) await transaction.commit()
      return response
    } catch (error) {
      await transaction.rollback()
      throw error
    }
  } as typeof QueryClient.prototype.transaction
}
