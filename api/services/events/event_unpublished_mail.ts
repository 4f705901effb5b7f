/*
 * An admin took an organizer's event offline: the organizer is told why by e-mail, through the outbox in
 * the unpublishing transaction (sent only once it commits). The editable mail 'eventUnpublished' of
 * api/services/messaging/email_templates.ts.
 * Accounts have no language of their own yet, so the mail is Dutch (SPEC §1's default).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Event from '#models/event'
import User from '#models/user'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { composeEmail } from '#services/messaging/email_templates'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { publicUrl } from '#services/server/public_url'
import { formatDateTime } from '#domain/format'
import { DEFAULT_LANGUAGE } from '#domain/languages'

export async function tellOrganizerOfUnpublish(event: Event, reason: string, trx: TransactionClientContract): Promise<void> {
  const organizer = await User.query({ client: trx }).where('id', event.organizerId).first()
  if (!organizer) return
  const lang = DEFAULT_LANGUAGE
  const t = messageTranslator(lang)
  const settings = await getPlatformSettings()
  const name = organizer.firstName ?? ''
  const params = {
    event: event.title,
    date: event.startDate ? formatDateTime(event.startDate.toJSDate(), lang) : '',
    site: settings.websiteName,
    reason,
    name,
    greeting: greeting(t, organizer.firstName),
  }
  const mail = composeEmail('eventUnpublished', lang, params, settings.emailTemplates)
  const content = renderEmail({
    ...mail.content,
    action: { label: t('eventUnpublished.button'), url: publicUrl('/organizer-dashboard#/events') },
  })
  await outbox.queueEmail({ to: organizer.email, subject: mail.subject, ...content }, { kind: 'event_unpublished', trx })
}
