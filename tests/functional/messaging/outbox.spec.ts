import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import OutboxMessage from '#models/outbox_message'
import outbox from '#services/messaging/outbox_service'
import { NO_EMAIL_PROVIDER } from '#services/messaging/configured_providers'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { deliverOutboxInline, flushOutbox, outboxMessagesTo, waitForOutboxStatus } from '#tests/helpers/outbox'

const unique = (name: string) => `${name}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.sr`

test.group('outbox transactions and concurrency', (group) => {
  let sink: TestMailSink
  const dispatched: number[] = []
  group.setup(async () => {
    sink = await startTestMailSink()
    return async () => {
      outbox.useDispatcher(null)
      await sink.close()
    }
  })
  group.each.setup(() => {
    sink.clear()
    dispatched.length = 0
    outbox.useDispatcher(async (id) => {
      dispatched.push(id)
    })
  })

  test('a message queued in a rolled-back transaction is never stored, dispatched or sent', async ({ assert }) => {
    const to = unique('rollback')
    const trx = await db.transaction()
    const message = await outbox.queueEmail({ to, subject: 'Nooit', text: 'Dit mag niet aankomen.' }, { kind: 'email_verification', trx })
    assert.lengthOf(dispatched, 0)
    await trx.rollback()

    assert.lengthOf(dispatched, 0)
    assert.isNull(await OutboxMessage.find(message.id))
    await flushOutbox()
    assert.equal(await outbox.deliver(message.id), 'skipped')
    assert.lengthOf(sink.find({ to }), 0)
  })

  test('a message queued in a transaction is dispatched only after commit', async ({ assert }) => {
    const to = unique('commit')
    const message = await db.transaction(async (trx) => {
      const queued = await outbox.queueEmail({ to, subject: 'Na commit', text: 'Tekst' }, { kind: 'email_verification', trx })
      assert.lengthOf(dispatched, 0)
      return queued
    })
    assert.deepEqual(dispatched, [message.id])
    assert.equal((await OutboxMessage.findOrFail(message.id)).status, 'pending')
    assert.equal(await outbox.deliver(message.id), 'sent')
  })

  test('concurrent deliveries of one message send it once', async ({ assert }) => {
    const to = unique('concurrent')
    const message = await outbox.queueEmail({ to, subject: 'Eén keer', text: 'Tekst' }, { kind: 'email_verification' })
    const [deliveries] = await Promise.all([
      Promise.all([outbox.deliver(message.id), outbox.deliver(message.id), outbox.deliver(message.id)]),
      outbox.deliverDue(),
      outbox.deliverDue(),
    ])
    assert.isAtMost(deliveries.filter((outcome) => outcome === 'sent').length, 1)
    await sink.waitForMail({ to })
    await new Promise((resolve) => setTimeout(resolve, 200))
    assert.lengthOf(sink.find({ to }), 1)
    const row = await OutboxMessage.findOrFail(message.id)
    assert.equal(row.status, 'sent')
    assert.equal(row.attempts, 1)
  })

  test('deliverOutboxInline sends right after commit', async ({ assert }) => {
    const restore = deliverOutboxInline()
    try {
      const to = unique('inline')
      await db.transaction((trx) => outbox.queueEmail({ to, subject: 'Direct', text: 'Tekst' }, { kind: 'email_verification', trx }))
      const mail = await sink.waitForMail({ to, subject: 'Direct' })
      assert.equal(mail.text.trim(), 'Tekst')
      const [row] = await outboxMessagesTo(to)
      await waitForOutboxStatus(row.id, 'sent')
    } finally {
      restore()
    }
  })

  test('without SMTP_HOST the attempt is recorded with the reason', async ({ assert }) => {
    await sink.close()
    try {
      const message = await outbox.queueEmail({ to: unique('nosmtp'), subject: 'Geen server', text: 'Tekst' }, { kind: 'test' })
      assert.equal(await outbox.deliver(message.id), 'retry')
      const row = await OutboxMessage.findOrFail(message.id)
      assert.equal(row.lastError, NO_EMAIL_PROVIDER)
      await OutboxMessage.query().where('id', message.id).update({ status: 'failed' })
    } finally {
      sink = await startTestMailSink()
    }
  })
})
