import { test } from '@japa/runner'
import { PgBoss } from 'pg-boss'
import db from '@adonisjs/lucid/services/db'
import outbox from '#services/messaging/outbox_service'
import { OUTBOX_DELIVER_QUEUE, startOutboxJobs, stopOutboxJobs } from '../../../api/jobs/outbox_job.js'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { waitForOutboxStatus } from '#tests/helpers/outbox'

/* The production path: pg-boss on the test database, the outbox handing committed rows to the 'outbox-deliver' job. */
test.group('outbox pg-boss jobs', (group) => {
  let boss: PgBoss
  let sink: TestMailSink

  group.setup(async () => {
    sink = await startTestMailSink()
    boss = new PgBoss({ connectionString: process.env.DATABASE_URL!, max: 2 })
    boss.on('error', () => {})
    await boss.start()
    await startOutboxJobs(boss, 0.5)
    return async () => {
      stopOutboxJobs()
      await boss.stop({ graceful: false, timeout: 2000 })
      await sink.close()
    }
  })

  test('a committed message is sent by the outbox-deliver job', async ({ assert }) => {
    const to = `job-${Date.now()}@example.sr`
    const message = await db.transaction((trx) =>
      outbox.queueEmail({ to, subject: 'Via pg-boss', text: 'Verstuurd door de job.' }, { kind: 'email_verification', trx })
    )
    const mail = await sink.waitForMail({ to, subject: 'Via pg-boss' }, 15_000)
    assert.include(mail.text, 'Verstuurd door de job.')

    const queue = await boss.getQueue(OUTBOX_DELIVER_QUEUE)
    assert.equal(queue?.name, OUTBOX_DELIVER_QUEUE)
    const row = await waitForOutboxStatus(message.id, 'sent')
    assert.equal(row.attempts, 1)
  }).timeout(20_000)
})
