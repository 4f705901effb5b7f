/*
 * The words of the statement's downloads (CSV and PDF), in the back office's two languages. The figures are the
 * API's (domain/organizer_statement.ts); only their names and the number format differ per language.
 */
import type { MoneyHolder, StatementChannel } from '#domain/organizer_statement'

export const STATEMENT_LANGUAGES = ['nl', 'en'] as const
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number]

export const STATEMENT_TEXTS = {
  nl: {
    title: 'Afrekening',
    organizer: 'Organisator',
    period: 'Periode',
    from: 'van',
    to: 'tot en met',
    always: 'alles tot nu',
    generated: 'Opgemaakt op',
    part: 'Onderdeel',
    orders: 'Bestellingen',
    gross: 'Ticketverkoop (bruto)',
    platformFees: 'Platformkosten (door kopers betaald)',
    paymentFees: 'Betaalkosten incl. btw (door kopers betaald)',
    refunds: 'Terugbetaald',
    refundsDue: 'Nog terug te betalen',
    commissions: 'Commissie agents',
    net: 'Netto',
    owedByPlatform: 'Door platform te betalen',
    heldByOrganizer: 'Al ontvangen (eigen loket)',
    heldByAgents: 'Bij agents (via afrekening agents)',
    total: 'Totaal',
    channels: 'Per kanaal',
    events: 'Per evenement',
    payouts: 'Uitbetalingen in deze periode',
    noPayouts: 'Geen uitbetalingen in deze periode.',
    paidAt: 'Datum',
    amount: 'Bedrag',
    reference: 'Referentie',
    note: 'Notitie',
    paidOut: 'Uitbetaald in deze periode',
    owedToDate: 'Totaal door platform verschuldigd (tot nu)',
    paidOutToDate: 'Totaal uitbetaald (tot nu)',
    balance: 'Openstaand saldo',
    explanation:
      'Online betalingen (Mollie, Uni5Pay+) ontvangt het platform en betaalt het aan je uit. Het geld van je eigen loket heb je al; agents rekenen zelf met je af. De kosten die kopers bovenop de ticketprijs betalen zijn voor het platform.',
    channel: {
      online_mollie: 'Online · Mollie',
      online_uni5pay: 'Online · Uni5Pay+',
      loket_cash: 'Loket · contant',
      loket_pin: 'Loket · pin',
      agent: 'Agents',
    } satisfies Record<StatementChannel, string>,
    holder: {
      platform: 'platform betaalt uit',
      organizer: 'al bij jou',
      agents: 'agents betalen jou',
    } satisfies Record<MoneyHolder, string>,
    page: 'Pagina {page} van {pages}',
  },
  en: {
    title: 'Statement',
    organizer: 'Organizer',
    period: 'Period',
    from: 'from',
    to: 'to',
    always: 'everything up to now',
    generated: 'Generated on',
    part: 'Part',
    orders: 'Orders',
    gross: 'Ticket sales (gross)',
    platformFees: 'Platform fees (paid by buyers)',
    paymentFees: 'Payment fees incl. VAT (paid by buyers)',
    refunds: 'Refunded',
    refundsDue: 'Still to refund',
    commissions: 'Agent commission',
    net: 'Net',
    owedByPlatform: 'Owed by the platform',
    heldByOrganizer: 'Already received (own box office)',
    heldByAgents: 'With agents (agent settlements)',
    total: 'Total',
    channels: 'Per channel',
    events: 'Per event',
    payouts: 'Payouts in this period',
    noPayouts: 'No payouts in this period.',
    paidAt: 'Date',
    amount: 'Amount',
    reference: 'Reference',
    note: 'Note',
    paidOut: 'Paid out in this period',
    owedToDate: 'Total owed by the platform (to date)',
    paidOutToDate: 'Total paid out (to date)',
    balance: 'Balance outstanding',
    explanation:
      'Online payments (Mollie, Uni5Pay+) are collected by the platform and paid out to you. Your own box office already holds its money; agents settle with you themselves. The fees buyers pay on top of the ticket price are the platform’s.',
    channel: {
      online_mollie: 'Online · Mollie',
      online_uni5pay: 'Online · Uni5Pay+',
      loket_cash: 'Box office · cash',
      loket_pin: 'Box office · card',
      agent: 'Agents',
    } satisfies Record<StatementChannel, string>,
    holder: {
      platform: 'paid out by the platform',
      organizer: 'already with you',
      agents: 'agents pay you',
    } satisfies Record<MoneyHolder, string>,
    page: 'Page {page} of {pages}',
  },
} as const

/** '1234.50' as the language writes it in a spreadsheet: Dutch '1234,50', English '1234.50' (no thousands marks). */
export function spreadsheetAmount(amount: string, lang: StatementLanguage): string {
  return lang === 'nl' ? amount.replace('.', ',') : amount
}
