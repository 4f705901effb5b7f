/*
 * In japa tests no pg-boss runs: queued messages wait in the outbox. Either flush them where the
 * test needs them (`await flushOutbox()`), or deliver each one right after its transaction
 * commits (`const restore = deliverOutboxInline()` ... `restore()`), then read the mail from the
 * SMTP sink (tests/helpers/smtp_sink.ts) or the fake WhatsApp server (tests/helpers/fake_whatsapp.ts).
 */
import OutboxMessage from '#models/outbox_message'
import outbox, { type SweepReport } from '#services/messaging/outbox_service'

/** Sends every pending message that is due now (what the minute sweep does in the server). */
export function flushOutbox(): Promise<SweepReport> {
  return outbox.deliverDue()
}

/** Each queued message is delivered as soon as it is committed; returns a function that turns this off. */
export function deliverOutboxInline(): () => void {
  outbox.useDispatcher((messageId) => outbox.deliver(messageId))
  return () => outbox.useDispatcher(null)
}

/** The outbox rows for one recipient (e-mail address or E.164 number), newest first. */
export function outboxMessagesTo(recipient: string): Promise<OutboxMessage[]> {
  return OutboxMessage.query().where('recipient', recipient).orderBy('id', 'desc')
}

/** Polls until the row has this status (a worker may still be recording the outcome after the mail arrived). */
export async function waitForOutboxStatus(id: number, status: OutboxMessage['status'], timeoutMs = 10_000): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const row = await OutboxMessage.findOrFail(id)
    if (row.status === status) return row
    if (Date.now() > until)
      throw new Error(`Outbox-bericht ${id} bleef '${row.status}' (verwacht '${status}'; laatste fout: ${row.lastError ?? 'geen'})`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
