/*
 * The waiting list's messages, in the person's channel (e-mail, WhatsApp or both, as at checkout) and language,
 * through the outbox in the caller's transaction (sent only once it commits): the place on joining, and the offer.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type WaitingListEntry from '#models/waiting_list_entry'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { publicUrl } from '#services/server/public_url'
import { waitingListToken } from '#services/waiting_list/waiting_list_keys'
import { offerDuration, waitingListTranslator } from '#services/waiting_list/waiting_list_texts'
import { needsEmail, needsPhone } from '#domain/buyer_info'
import { formatDateTime } from '#domain/format'

export interface MessageContext {
  eventId: number
  eventTitle: string
  ticketTypeName: string
  offerMinutes: number
  /** The platform's name (read before the caller's transaction: no second connection while it holds a lock). */
  site: string
}

/** The page of the entry: its place, its offer, and 'Verlaat de wachtlijst'. */
export function entryPageUrl(entry: WaitingListEntry): string {
  return publicUrl(`/waiting-list/${waitingListToken(entry.id)}`, { lang: entry.language })
}

/** The offer: the event page opens the checkout with the held seats. */
export function offerUrl(entry: WaitingListEntry, eventId: number): string {
  return publicUrl(`/events/${eventId}`, { offer: waitingListToken(entry.id), lang: entry.language })
}

async function send(
  entry: WaitingListEntry,
  mail: {
    subject: string
    title: string
    intro: string
    paragraphs: string[]
    action: { label: string; url: string }
    links?: { label: string; url: string }[]
  },
  whatsapp: string,
  kind: string,
  trx: TransactionClientContract
) {
  if (needsEmail(entry.contactMethod) && entry.email) {
    const content = renderEmail({
      title: mail.title,
      intro: mail.intro,
      paragraphs: mail.paragraphs,
      action: mail.action,
      links: mail.links,
      lang: entry.language,
    })
    await outbox.queueEmail({ to: entry.email, subject: mail.subject, ...content }, { kind, trx })
  }
  if (needsPhone(entry.contactMethod) && entry.phone) {
    await outbox.queueWhatsApp({ to: entry.phone, text: whatsapp }, { kind, trx })
  }
}

export async function tellJoined(entry: WaitingListEntry, place: number, context: MessageContext, trx: TransactionClientContract) {
  const t = waitingListTranslator(entry.language)
  const params = {
    event: context.eventTitle,
    ticketType: context.ticketTypeName,
    quantity: entry.quantity,
    place,
    site: context.site,
  }
  const leave = entryPageUrl(entry)
  await send(
    entry,
    {
      subject: t('joined.subject', params),
      title: t('joined.title'),
      intro: t('joined.intro', { ...params, greeting: greeting(messageTranslator(entry.language), entry.firstName) }),
      paragraphs: [t('joined.next', { hours: offerDuration(t, context.offerMinutes) })],
      action: { label: t('joined.button'), url: leave },
    },
    t('joined.whatsapp', { ...params, leave }),
    'waiting_list_joined',
    trx
  )
}

export async function tellOffer(entry: WaitingListEntry, context: MessageContext, trx: TransactionClientContract) {
  const t = waitingListTranslator(entry.language)
  const until = formatDateTime(entry.offerExpiresAt!.toJSDate(), entry.language)
  const params = {
    event: context.eventTitle,
    ticketType: context.ticketTypeName,
    quantity: entry.quantity,
    until,
    site: context.site,
  }
  const link = offerUrl(entry, context.eventId)
  const leave = entryPageUrl(entry)
  await send(
    entry,
    {
      subject: t('offer.subject', params),
      title: t('offer.title'),
      intro: t('offer.intro', { ...params, greeting: greeting(messageTranslator(entry.language), entry.firstName) }),
      paragraphs: [t('offer.next')],
      action: { label: t('offer.button'), url: link },
      links: [{ label: t('offer.leave'), url: leave }],
    },
    t('offer.whatsapp', { ...params, link, leave }),
    'waiting_list_offer',
    trx
  )
}
