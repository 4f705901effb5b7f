import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isDatabaseUnavailable } from '#services/server/database_availability'

/*
 * PostgreSQL going away at the moment a transaction begins or commits (api/services/server/transaction_outcome.ts):
 * the transaction rejects with PostgreSQL's own error, so the API answers 503 and nothing is reported done that was
 * not kept. Without the guard (control) the COMMIT case resolves 'done' with the row lost, and the BEGIN case fails
 * with knex's 'Transaction query already complete', which is no outage (a 500 with a stack trace).
 */
const PROBE = 'transaction_outcome_probe'

/** A query after the cut: the pool may first hand out the ended connection once (ECONNRESET), as after any outage. */
async function afterTheCut(sql: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.rawQuery(sql)
    } catch (error) {
      if (attempt === 3 || !isDatabaseUnavailable(error)) throw error
    }
  }
}

async function rows(): Promise<number> {
  return (await afterTheCut(`SELECT count(*)::int AS n FROM ${PROBE}`)).rows[0].n
}

test.group('transaction outcome when PostgreSQL goes away', (group) => {
  group.each.setup(async () => {
    await db.rawQuery(`CREATE TABLE IF NOT EXISTS ${PROBE} (id int)`)
    await db.rawQuery(`TRUNCATE ${PROBE}`)
    return () => afterTheCut(`DROP TABLE IF EXISTS ${PROBE}`)
  })

  test('a COMMIT cut off rejects with the connection error; nothing is kept and no after-commit hook runs', async ({ assert }) => {
    let hookRan = false
    const outcome = await db
      .transaction(async (trx) => {
        await trx.rawQuery(`INSERT INTO ${PROBE} VALUES (1)`)
        trx.after('commit', () => {
          hookRan = true
        })
        const { rows: own } = await trx.rawQuery('SELECT pg_backend_pid() AS pid')
        await db.rawQuery('SELECT pg_terminate_backend(?)', [own[0].pid])
        return 'done'
      })
      .then(
        (value) => ({ value }),
        (error: unknown) => ({ error })
      )
    assert.notProperty(outcome, 'value', 'the transaction must not report done')
    assert.isTrue(isDatabaseUnavailable((outcome as { error: unknown }).error), String((outcome as { error: unknown }).error))
    assert.equal(await rows(), 0)
    assert.isFalse(hookRan)
  })

  test('a BEGIN cut off rejects with the connection error, not with a finished transaction', async ({ assert }) => {
    // One connection, so the transaction gets the one whose server process was just ended.
    const config = db.manager.get('postgres')!.config
    db.manager.add('single_connection', { ...config, pool: { min: 1, max: 1 } } as typeof config)
    db.manager.connect('single_connection')
    const single = db.connection('single_connection')
    try {
      const { rows: own } = await single.rawQuery('SELECT pg_backend_pid() AS pid')
      await db.rawQuery('SELECT pg_terminate_backend(?)', [own[0].pid])
      const outcome = await single
        .transaction(async (trx) => {
          await trx.rawQuery(`INSERT INTO ${PROBE} VALUES (2)`)
          return 'done'
        })
        .then(
          (value) => ({ value }),
          (error: unknown) => ({ error })
        )
      const error = (outcome as { error?: unknown }).error
      // The pool may notice the ended connection first and open a new one: then the transaction simply works.
      console.log(`    (BEGIN ${error ? `failed: ${String(error).slice(0, 80)}` : 'went through on a new connection'})`)
      if (error) {
        assert.notMatch(String(error), /already complete/)
        assert.isTrue(isDatabaseUnavailable(error), String(error))
        assert.equal(await rows(), 0)
      } else {
        assert.equal((outcome as { value: string }).value, 'done')
        assert.equal(await rows(), 1)
      }
    } finally {
      await db.manager.close('single_connection', true)
    }
  })
})
