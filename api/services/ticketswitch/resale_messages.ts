/*
 * The seller hears that their Ticketswitch listing sold (issue 16), by the contact method of the order they bought the
 * ticket with, in its language (Dutch, or English for every other language), queued in the sale's transaction.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type TicketswitchListing from '#models/ticketswitch_listing'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { publicUrl } from '#services/public_url'
import { formatSrd } from '#domain/format'

export const TICKETSWITCH_SOLD_KIND = 'ticketswitch_sold'

function soldTexts(listing: TicketswitchListing, eventTitle: string) {
  const price = formatSrd(listing.listingPrice)
  const payout = formatSrd(listing.payoutAmount)
  const paid = Number(listing.payoutAmount) > 0
  if (listing.sellerLanguage === 'nl') {
    return {
      title: `Je ticket voor ${eventTitle} is verkocht`,
      intro: `Hallo ${listing.sellerName ?? ''},`.replace(' ,', ','),
      paragraphs: [
        `Je ticket voor ${eventTitle} is via Ticketswitch verkocht voor ${price}. Je oude QR-code is niet meer geldig; de koper heeft een nieuw ticket.`,
        paid
          ? `Na afloop van het evenement maken we ${payout} naar je over (de prijs min de Ticketswitch-kosten), naar: ${listing.payoutDetails ?? '-'}.`
          : 'Je gaf het ticket gratis door; er volgt geen uitbetaling.',
      ],
      action: 'Ticketswitch openen',
    }
  }
  return {
    title: `Your ticket for ${eventTitle} has been sold`,
    intro: `Hello ${listing.sellerName ?? ''},`.replace(' ,', ','),
    paragraphs: [
      `Your ticket for ${eventTitle} was sold on Ticketswitch for ${price}. Your old QR code is no longer valid; the buyer has a new ticket.`,
      paid
        ? `After the event we will pay ${payout} to you (the price minus the Ticketswitch fee), to: ${listing.payoutDetails ?? '-'}.`
        : 'You passed the ticket on for free; there is no payout.',
    ],
    action: 'Open Ticketswitch',
  }
}

export async function queueSoldMessage(listing: TicketswitchListing, trx: TransactionClientContract): Promise<void> {
  const event = await trx.from('events').where('id', listing.eventId).select('title').firstOrFail()
  const texts = soldTexts(listing, event.title)
  const url = publicUrl('/ticketswitch')
  const method = listing.sellerContactMethod
  if (listing.sellerEmail && method !== 'whatsapp') {
    const content = renderEmail({
      title: texts.title,
      intro: texts.intro,
      paragraphs: texts.paragraphs,
      action: { label: texts.action, url },
      lang: listing.sellerLanguage,
    })
    await outbox.queueEmail({ to: listing.sellerEmail, subject: texts.title, ...content }, { kind: TICKETSWITCH_SOLD_KIND, trx })
  }
  if (listing.sellerPhone && method !== 'email') {
    const text = [texts.title, ...texts.paragraphs, url].join('\n\n')
    await outbox.queueWhatsApp({ to: listing.sellerPhone, text }, { kind: TICKETSWITCH_SOLD_KIND, trx })
  }
}
