/*
 * The seller hears that their Ticketswitch listing sold, and later that their payout was paid, by the contact
 * method of the order they bought the ticket with, in its language (Dutch, or English for every other language),
 * queued in the transaction that made the change.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type TicketswitchListing from '#models/ticketswitch_listing'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { publicUrl } from '#services/server/public_url'
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

interface SellerTexts {
  title: string
  intro: string
  paragraphs: string[]
  action: string
}

/** One message to the seller by their contact method (e-mail, WhatsApp or both), queued in the caller's transaction. */
async function queueToSeller(listing: TicketswitchListing, texts: SellerTexts, kind: string, trx: TransactionClientContract) {
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
    await outbox.queueEmail({ to: listing.sellerEmail, subject: texts.title, ...content }, { kind, trx })
  }
  if (listing.sellerPhone && method !== 'email') {
    const text = [texts.title, ...texts.paragraphs, url].join('\n\n')
    await outbox.queueWhatsApp({ to: listing.sellerPhone, text }, { kind, trx })
  }
}

async function eventTitleOf(listing: TicketswitchListing, trx: TransactionClientContract): Promise<string> {
  return (await trx.from('events').where('id', listing.eventId).select('title').firstOrFail()).title
}

export async function queueSoldMessage(listing: TicketswitchListing, trx: TransactionClientContract): Promise<void> {
  await queueToSeller(listing, soldTexts(listing, await eventTitleOf(listing, trx)), TICKETSWITCH_SOLD_KIND, trx)
}

// The admin marked the seller's payout paid (admin_listings_service.ts markPayoutPaid).
export const TICKETSWITCH_PAYOUT_PAID_KIND = 'ticketswitch_payout_paid'

function payoutPaidTexts(listing: TicketswitchListing, eventTitle: string, reference: string | null): SellerTexts {
  const payout = formatSrd(listing.payoutAmount)
  const to = listing.payoutDetails ?? '-'
  if (listing.sellerLanguage === 'nl') {
    return {
      title: `We hebben ${payout} naar je overgemaakt`,
      intro: `Hallo ${listing.sellerName ?? ''},`.replace(' ,', ','),
      paragraphs: [
        `Voor je via Ticketswitch doorverkochte ticket voor ${eventTitle} hebben we ${payout} overgemaakt naar: ${to}.`,
        reference ? `Referentie van de overboeking: ${reference}.` : 'Het kan een paar werkdagen duren voordat het bedrag zichtbaar is.',
      ],
      action: 'Ticketswitch openen',
    }
  }
  return {
    title: `We have paid you ${payout}`,
    intro: `Hello ${listing.sellerName ?? ''},`.replace(' ,', ','),
    paragraphs: [
      `For your ticket for ${eventTitle}, resold on Ticketswitch, we have transferred ${payout} to: ${to}.`,
      reference ? `Transfer reference: ${reference}.` : 'It may take a few working days before the amount shows.',
    ],
    action: 'Open Ticketswitch',
  }
}

export async function queuePayoutPaidMessage(
  listing: TicketswitchListing,
  reference: string | null,
  trx: TransactionClientContract
): Promise<void> {
  const texts = payoutPaidTexts(listing, await eventTitleOf(listing, trx), reference)
  await queueToSeller(listing, texts, TICKETSWITCH_PAYOUT_PAID_KIND, trx)
}
