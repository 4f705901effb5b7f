import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import OutboxMessage, { type OutboxAttachment, type WhatsAppTemplateMessage } from '#models/outbox_message'
import type { OutboxChannel } from '#enums/statuses'
import type { SendResult } from '#services/messaging/send_result'
import { isDatabaseUnavailable, reportDatabaseUnavailable } from '#services/server/database_availability'
import {
  configuredEmailProvider,
  configuredWhatsAppProvider,
  NO_EMAIL_PROVIDER,
  NO_WHATSAPP_PROVIDER,
} from '#services/messaging/configured_providers'

/*
 * The outbox: every outgoing e-mail and WhatsApp message is a row, written in the caller's
 * transaction and handed to the dispatcher (the 'outbox-deliver' pg-boss job, wired in
 * start/jobs.ts) only after that transaction commits. deliver() claims a row with one atomic
 * UPDATE (pending → sending), sends it and records the outcome; a failure goes back to pending
 * with a later next_attempt_at until max_attempts, then 'failed'. The minute sweep
 * deliverDue() sends whatever is due, so a lost job or a provider outage loses nothing.
 * A 'sent' row is never claimed again.
 */

export interface QueueEmailInput {
  to: string
  subject: string
  text: string
  html?: string | null
  attachments?: OutboxAttachment[] | null
  /** Where an answer goes (a contact form's sender); checked like `to`. */
  replyTo?: string | null
}

export interface QueueWhatsAppInput {
  /** E.164, e.g. +5978123456. */
  to: string
  text: string
  /** Sent as this approved template (business-initiated messages); `text` is what the sinks and the reports show. */
  template?: WhatsAppTemplateMessage | null
}

export interface QueueOptions {
  /** What the message is for: email_verification, password_reset, phone_code, tickets, ... */
  kind: string
  /** Insert inside this transaction; the job is queued only once it commits (never on rollback). */
  trx?: TransactionClientContract
  maxAttempts?: number
  /** Not sent before this time: the job is not queued and the minute sweep sends it once due (pacing a bulk send). */
  notBefore?: DateTime
}

/** Hands a committed row to whoever sends it (pg-boss in the server). */
export type OutboxDispatcher = (messageId: number) => Promise<unknown>

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped'

export interface SweepReport {
  sent: number
  retry: number
  failed: number
}

export const E164_PATTERN = /^\+[1-9]\d{6,14}$/
const EMAIL_PATTERN = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/
/** A row left in 'sending' this long (the process died mid-send) is claimed again. */
const SENDING_LEASE_MINUTES = 10
const MAX_ERROR_LENGTH = 2000
const RETRY_DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 6 * 60 * 60]

/** Wait after the n-th failed attempt: 1 min, 5 min, 15 min, 1 h, then 6 h. */
export function retryDelaySeconds(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_SECONDS.length) - 1]
}

export class OutboxService {
  #dispatcher: OutboxDispatcher | null = null

  /** start/jobs.ts sets the pg-boss dispatcher; tests may set one that delivers inline, or none (rows wait for a sweep). */
  useDispatcher(dispatcher: OutboxDispatcher | null) {
    this.#dispatcher = dispatcher
  }

  async queueEmail(input: QueueEmailInput, options: QueueOptions): Promise<OutboxMessage> {
    const to = input.to.trim()
    if (!EMAIL_PATTERN.test(to)) throw new Error(`Ongeldig e-mailadres voor de outbox: ${input.to}`)
    const replyTo = input.replyTo?.trim() || null
    if (replyTo && !EMAIL_PATTERN.test(replyTo)) throw new Error(`Ongeldig reply-to-adres voor de outbox: ${input.replyTo}`)
    return this.#queue(
      {
        channel: 'email',
        recipient: to,
        subject: input.subject,
        bodyText: input.text,
        bodyHtml: input.html ?? null,
        attachments: input.attachments?.length ? input.attachments : null,
        replyTo,
      },
      options
    )
  }

  async queueWhatsApp(input: QueueWhatsAppInput, options: QueueOptions): Promise<OutboxMessage> {
    const to = input.to.replace(/[\s-]/g, '')
    if (!E164_PATTERN.test(to)) throw new Error(`Ongeldig telefoonnummer (E.164) voor de outbox: ${input.to}`)
    return this.#queue(
      {
        channel: 'whatsapp',
        recipient: to,
        subject: null,
        bodyText: input.text,
        bodyHtml: null,
        attachments: null,
        whatsappTemplate: input.template ?? null,
      },
      options
    )
  }

  /** Claims and sends one message now (whatever its next_attempt_at). 'skipped': not pending (already sent, being sent, failed) or gone. */
  async deliver(id: number): Promise<DeliveryOutcome> {
    const result = await db.rawQuery(
      `UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
       WHERE id = ? AND status = 'pending' AND attempts < max_attempts RETURNING *`,
      [id]
    )
    const [message] = OutboxMessage.$createMultipleFromAdapterResult(result.rows)
    return message ? this.#send(message) : 'skipped'
  }

  /** The sweep: sends every pending message that is due, and re-claims one stuck in 'sending'. */
  async deliverDue(options: { now?: DateTime; limit?: number } = {}): Promise<SweepReport> {
    const now = (options.now ?? DateTime.now()).toJSDate()
    const staleBefore = new Date(now.getTime() - SENDING_LEASE_MINUTES * 60_000)
    await db.rawQuery(
      `UPDATE outbox_messages SET status = 'failed', last_error = coalesce(last_error, 'Verzending afgebroken'), updated_at = now()
       WHERE status = 'sending' AND updated_at < ? AND attempts >= max_attempts`,
      [staleBefore]
    )
    const result = await db.rawQuery(
      `UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
       WHERE id IN (
         SELECT id FROM outbox_messages
         WHERE attempts < max_attempts AND ((status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND updated_at < ?))
         ORDER BY next_attempt_at, id LIMIT ? FOR UPDATE SKIP LOCKED
       ) RETURNING *`,
      [now, staleBefore, options.limit ?? 50]
    )
    const report: SweepReport = { sent: 0, retry: 0, failed: 0 }
    for (const message of OutboxMessage.$createMultipleFromAdapterResult(result.rows)) {
      const outcome = await this.#send(message)
      if (outcome !== 'skipped') report[outcome]++
    }
    return report
  }

  async #queue(row: Partial<OutboxMessage> & { channel: OutboxChannel }, options: QueueOptions): Promise<OutboxMessage> {
    const message = await OutboxMessage.create(
      {
        ...row,
        kind: options.kind,
        status: 'pending',
        attempts: 0,
        maxAttempts: options.maxAttempts ?? 5,
        nextAttemptAt: options.notBefore ?? DateTime.now(),
      },
      { client: options.trx }
    )
    if (options.notBefore && options.notBefore > DateTime.now()) return message
    if (options.trx) options.trx.after('commit', () => this.#dispatch(message.id))
    else await this.#dispatch(message.id)
    return message
  }

  /** A dispatcher failure is only logged: the row is committed and the sweep sends it. */
  async #dispatch(id: number) {
    if (!this.#dispatcher) return
    try {
      await this.#dispatcher(id)
    } catch (error) {
      if (isDatabaseUnavailable(error)) reportDatabaseUnavailable('outbox', error)
      else logger.warn({ err: error, outboxMessageId: id }, 'outbox: job not queued; the sweep will send the message')
    }
  }

  /** Sends a claimed ('sending') row and records the outcome. */
  async #send(message: OutboxMessage): Promise<DeliveryOutcome> {
    let result: SendResult
    try {
      result = await this.#sendThroughProvider(message)
    } catch (error) {
      result = { ok: false, error: `Onverwachte fout: ${(error as Error).message}` }
    }

    if (result.ok) {
      await OutboxMessage.query().where('id', message.id).update({
        status: 'sent',
        provider_message_id: result.providerMessageId,
        sent_at: new Date(),
        last_error: null,
        updated_at: new Date(),
      })
      return 'sent'
    }

    const final = result.permanent === true || message.attempts >= message.maxAttempts
    const nextAttemptAt = new Date(Date.now() + retryDelaySeconds(message.attempts) * 1000)
    await OutboxMessage.query()
      .where('id', message.id)
      .update({
        status: final ? 'failed' : 'pending',
        last_error: result.error.slice(0, MAX_ERROR_LENGTH),
        next_attempt_at: final ? message.nextAttemptAt.toJSDate() : nextAttemptAt,
        updated_at: new Date(),
      })
    const details = {
      outboxMessageId: message.id,
      channel: message.channel,
      kind: message.kind,
      attempts: message.attempts,
      error: result.error,
    }
    if (final) logger.warn(details, 'outbox: message failed')
    else logger.info(details, 'outbox: message will be retried')
    return final ? 'failed' : 'retry'
  }

  async #sendThroughProvider(message: OutboxMessage): Promise<SendResult> {
    if (message.channel === 'whatsapp') {
      const provider = configuredWhatsAppProvider()
      return provider
        ? provider.send({ to: message.recipient, text: message.bodyText, template: message.whatsappTemplate })
        : { ok: false, error: NO_WHATSAPP_PROVIDER }
    }
    const provider = await configuredEmailProvider()
    return provider
      ? provider.send({
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.bodyText,
          html: message.bodyHtml,
          attachments: message.attachments,
          replyTo: message.replyTo,
        })
      : { ok: false, error: NO_EMAIL_PROVIDER }
  }
}

const outbox = new OutboxService()
export default outbox
