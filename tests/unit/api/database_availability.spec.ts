import { test } from '@japa/runner'
import { isDatabaseUnavailable, isDatabaseUnavailableMessage } from '#services/server/database_availability'
import { toErrorBody } from '#exceptions/handler'
import { DomainError } from '#exceptions/domain_error'

/* What counts as "PostgreSQL is not there" (503) and what stays a bug (500) or a refusal (4xx). The fault suite (npm run test:faults) checks the same against a real outage. */
test.group('database unavailable', () => {
  const errorWith = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? 'x')), fields)

  test('connection failures, server shutdowns and pool timeouts are an outage', ({ assert }) => {
    for (const error of [
      errorWith({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }),
      errorWith({ code: 'ECONNRESET' }),
      errorWith({ code: '57P01', message: 'terminating connection due to administrator command' }),
      errorWith({ code: '57P03', message: 'the database system is starting up' }),
      errorWith({ code: '08006' }),
      errorWith({ name: 'KnexTimeoutError', message: 'Knex: Timeout acquiring a connection. The pool is probably full.' }),
      new Error('select * from "events" - Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      // Over the Unix socket (bin/postgres.ts) a stopped server's socket file is gone.
      errorWith({
        code: 'ENOENT',
        syscall: 'connect',
        address: '/tmp/suritickets/pg.sock/.s.PGSQL.55401',
        message: 'connect ENOENT /tmp/suritickets/pg.sock/.s.PGSQL.55401',
      }),
    ]) {
      assert.isTrue(isDatabaseUnavailable(error), String(error))
    }
    assert.isTrue(isDatabaseUnavailableMessage('Acquire connection error: Error: connect ECONNREFUSED 127.0.0.1:55401'))
    assert.isTrue(isDatabaseUnavailableMessage('Acquire connection error: Error: connect ENOENT /tmp/x/pg.sock/.s.PGSQL.55401'))
  })

  test('anything else is not: query errors, refusals, another service that is down', ({ assert }) => {
    const fetchFailed = new TypeError('fetch failed', { cause: errorWith({ code: 'ECONNREFUSED' }) })
    for (const error of [
      errorWith({ code: '23505', message: 'duplicate key value violates unique constraint' }),
      errorWith({ code: '42P01', message: 'relation "x" does not exist' }),
      new DomainError('TICKETS_UNAVAILABLE'),
      fetchFailed,
      // A missing file is no outage, not even one read while connecting somewhere else.
      errorWith({
        code: 'ENOENT',
        syscall: 'open',
        path: '/srv/uploads/x.png',
        message: "ENOENT: no such file or directory, open '/srv/uploads/x.png'",
      }),
      errorWith({ code: 'ENOENT', syscall: 'connect', address: '/run/other.sock', message: 'connect ENOENT /run/other.sock' }),
      null,
      'ECONNREFUSED',
    ]) {
      assert.isFalse(isDatabaseUnavailable(error), String(error))
    }
  })

  test('the API answers an outage 503 with the JSON error body and a retry hint', ({ assert }) => {
    const { status, body, headers } = toErrorBody(errorWith({ code: 'ECONNREFUSED' }))
    assert.equal(status, 503)
    assert.deepEqual(body, {
      success: false,
      message: 'Database niet bereikbaar. Probeer het over een paar seconden opnieuw.',
      error: 'Database niet bereikbaar',
      code: 'DATABASE_UNAVAILABLE',
    })
    assert.equal(headers?.['Retry-After'], '5')
    assert.equal(toErrorBody(new Error('a bug')).status, 500)
  })
})
