/*
 * Review invitations: reviewInvitationDelay hours after an event ends, each buyer (paid or free
 * order, no refund owed) gets one invitation with a 64-character token, by e-mail or WhatsApp as their order chose,
 * through the outbox. Once: the unique (event_id, invitee_key) index makes a second run, or two at once, insert
 * nothing for a buyer already invited, and the messages are queued in the transaction that inserted the row.
 * Delivery is the outbox's (attempts, retries); the job copies each message's attempts, error and sending time back
 * to the invitation (deliveryAttempts, deliveryError, emailSent/whatsappSent with their times).
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { publicUrl } from '#services/server/public_url'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { formatDate } from '#domain/format'
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { REVIEW_LIMITS, invitationChannels } from '#domain/reviews'

export const REVIEW_INVITE_KIND = 'review_invitation'
/** An event whose invitations fell due longer ago than this is left alone (a job down for days; a first start). */
const CATCH_UP_DAYS = 7
const BATCH = 200

interface Candidate {
  order_id: number
  event_id: number
  event_title: string
  start_date: Date
  buyer_user_id: number | null
  buyer_name: string
  buyer_email: string | null
  buyer_phone: string | null
  contact_method: 'email' | 'whatsapp' | 'both'
  language: string | null
  invitee_key: string
}

const INVITEE_KEY = `CASE WHEN o.buyer_user_id IS NOT NULL THEN 'u:' || o.buyer_user_id
  WHEN o.buyer_email IS NOT NULL THEN 'e:' || lower(o.buyer_email) ELSE 'p:' || o.buyer_phone END`

/** Buyers of events due for invitations who have none yet (their latest order each), not yet reviewers of the event. */
async function dueCandidates(now: DateTime, delayHours: number): Promise<Candidate[]> {
  const dueBefore = now.minus({ hours: delayHours })
  const result = await db.rawQuery<{ rows: Candidate[] }>(
    `SELECT DISTINCT ON (e.id, ${INVITEE_KEY}) o.id AS order_id, e.id AS event_id, e.title AS event_title, e.start_date,
       o.buyer_user_id, o.buyer_name, o.buyer_email, o.buyer_phone, o.contact_method, o.language, ${INVITEE_KEY} AS invitee_key
     FROM orders o JOIN events e ON e.id = o.event_id
     WHERE o.status IN ('paid', 'free') AND NOT o.refund_required
       AND e.is_published AND e.cancelled_at IS NULL
       AND e.end_date <= ? AND e.end_date > ?
       AND (o.buyer_email IS NOT NULL OR o.buyer_phone IS NOT NULL)
       AND NOT EXISTS (SELECT 1 FROM review_invite_tokens i WHERE i.event_id = e.id AND i.invitee_key = ${INVITEE_KEY})
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.review_type = 'event' AND r.event_id = e.id
                         AND r.reviewer_id IS NOT NULL AND r.reviewer_id = o.buyer_user_id)
     ORDER BY e.id, ${INVITEE_KEY}, o.created_at DESC
     LIMIT ${BATCH}`,
    [dueBefore.toJSDate(), dueBefore.minus({ days: CATCH_UP_DAYS }).toJSDate()]
  )
  return result.rows
}

async function queueMessages(
  candidate: Candidate,
  link: string,
  expiresAt: DateTime,
  site: string,
  trx: TransactionClientContract
): Promise<{ emailMessageId: number | null; whatsappMessageId: number | null }> {
  const lang: Language = isLanguage(candidate.language) ? candidate.language : DEFAULT_LANGUAGE
  const t = messageTranslator(lang)
  const values = { event: candidate.event_title, date: formatDate(candidate.start_date, lang), site }
  const until = formatDate(expiresAt.toJSDate(), lang)
  const channels = invitationChannels(candidate)
  let emailMessageId: number | null = null
  let whatsappMessageId: number | null = null
  if (channels.email) {
    const content = renderEmail({
      title: t('reviewInvite.title', values),
      intro: t('reviewInvite.intro', { ...values, greeting: greeting(t, candidate.buyer_name.trim().split(/\s+/)[0]) }),
      paragraphs: [t('reviewInvite.validity', { date: until })],
      action: { label: t('reviewInvite.button'), url: link },
    })
    const subject = t('reviewInvite.subject', values)
    emailMessageId = (await outbox.queueEmail({ to: candidate.buyer_email!, subject, ...content }, { kind: REVIEW_INVITE_KIND, trx })).id
  }
  if (channels.whatsapp) {
    const text = t('reviewInvite.whatsapp', { ...values, date: until, link })
    whatsappMessageId = (await outbox.queueWhatsApp({ to: candidate.buyer_phone!, text }, { kind: REVIEW_INVITE_KIND, trx })).id
  }
  return { emailMessageId, whatsappMessageId }
}

/** knex sends a null binding as NULL; its types leave null out of raw bindings. */
const orNull = <T extends string | number>(value: T | null) => value as T

/** One buyer's invitation and its messages, or nothing when another run invited them first. */
async function invite(candidate: Candidate, now: DateTime, site: string): Promise<boolean> {
  return db.transaction(async (trx) => {
    const token = randomBytes(REVIEW_LIMITS.inviteTokenLength / 2).toString('hex')
    const expiresAt = now.plus({ days: REVIEW_LIMITS.inviteValidDays })
    const inserted = await trx.rawQuery<{ rows: { id: number }[] }>(
      `INSERT INTO review_invite_tokens (token, invitee_email, invitee_phone, review_type, event_id, invited_by, expires_at,
         invitee_key, order_id, user_id, invitee_name, contact_method)
       VALUES (?, ?, ?, 'event', ?, 'systeem', ?, ?, ?, ?, ?, ?)
       ON CONFLICT (event_id, invitee_key) WHERE invitee_key IS NOT NULL DO NOTHING
       RETURNING id`,
      [
        token,
        orNull(candidate.buyer_email),
        orNull(candidate.buyer_phone),
        candidate.event_id,
        expiresAt.toJSDate(),
        candidate.invitee_key,
        candidate.order_id,
        orNull(candidate.buyer_user_id),
        candidate.buyer_name,
        candidate.contact_method,
      ]
    )
    const id = inserted.rows[0]?.id
    if (id === undefined) return false
    const ids = await queueMessages(candidate, publicUrl('/review', { token }), expiresAt, site, trx)
    await trx
      .from('review_invite_tokens')
      .where('id', id)
      .update({ email_message_id: ids.emailMessageId, whatsapp_message_id: ids.whatsappMessageId })
    return true
  })
}

/** Invites every buyer whose event is due; returns how many were invited now. */
export async function sendDueInvitations(now: DateTime = DateTime.now()): Promise<number> {
  const settings = await getPlatformSettings()
  let invited = 0
  for (;;) {
    const candidates = await dueCandidates(now, settings.reviewInvitationDelay ?? 24)
    for (const candidate of candidates) if (await invite(candidate, now, settings.websiteName)) invited++
    if (candidates.length < BATCH) return invited
  }
}

/**
 * Copies the outbox's state of each invitation's messages back to it: attempts (both channels together), the error
 * of a channel not yet sent, sent flags and times. Only rows whose messages changed since the last copy are written
 * (delivery_synced_at holds the messages' latest change copied, so a change made while this runs is copied next time).
 */
export async function syncInvitationDelivery(): Promise<number> {
  const result = await db.rawQuery(
    `UPDATE review_invite_tokens i SET
       email_sent = COALESCE(em.status = 'sent', false),
       email_sent_at = em.sent_at,
       whatsapp_sent = COALESCE(wm.status = 'sent', false),
       whatsapp_sent_at = wm.sent_at,
       delivery_attempts = COALESCE(em.attempts, 0) + COALESCE(wm.attempts, 0),
       delivery_error = NULLIF(concat_ws('; ',
         CASE WHEN em.status <> 'sent' AND em.last_error IS NOT NULL THEN 'e-mail: ' || em.last_error END,
         CASE WHEN wm.status <> 'sent' AND wm.last_error IS NOT NULL THEN 'WhatsApp: ' || wm.last_error END), ''),
       delivery_synced_at = GREATEST(em.updated_at, wm.updated_at),
       updated_at = now()
     FROM review_invite_tokens s
       LEFT JOIN outbox_messages em ON em.id = s.email_message_id
       LEFT JOIN outbox_messages wm ON wm.id = s.whatsapp_message_id
     WHERE s.id = i.id AND (s.email_message_id IS NOT NULL OR s.whatsapp_message_id IS NOT NULL)
       AND (s.delivery_synced_at IS NULL OR GREATEST(em.updated_at, wm.updated_at) > s.delivery_synced_at)`
  )
  return result.rowCount ?? 0
}
