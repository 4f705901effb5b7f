/*
 * Receipts and invoices that name the seller. Every organizer numbers its own documents, one sequence for invoices and
 * one for credit notes, each without gaps (migration 0096 hands the numbers out in the order's own transaction):
 * 'F-000042' is the organizer's 42nd invoice, 'C-000003' its third credit note. The seller's name is printed on every
 * document, so a number needs no organizer part. The seller's identity is what the organizer filled in: a line is
 * printed only when its field is.
 */
import { addressLine, organizerDisplayName } from './format.js'

const NUMBER_DIGITS = 6

/** 'F-000042' for invoice 42 of its organizer. */
export function invoiceNumberLabel(sequence: number): string {
  return `F-${String(sequence).padStart(NUMBER_DIGITS, '0')}`
}

/** 'C-000003' for credit note 3 of its organizer. */
export function creditNoteNumberLabel(sequence: number): string {
  return `C-${String(sequence).padStart(NUMBER_DIGITS, '0')}`
}

/** The organizer's profile fields an invoice reads (SPEC §3 users). */
export interface SellerProfile {
  organizationName?: string | null
  companyName?: string | null
  userCompanyName?: string | null
  firstName?: string | null
  lastName?: string | null
  businessStreetName?: string | null
  businessHouseNumber?: string | null
  businessNeighborhood?: string | null
  businessDistrict?: string | null
  kkfNumber?: string | null
  btwnumber?: string | null
}

/** Who sells, as the documents print it; null for a field the organizer left empty. */
export interface Seller {
  name: string
  address: string | null
  kkfNumber: string | null
  btwNumber: string | null
}

const filled = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim()
  return trimmed === '' ? null : trimmed
}

/** The registered company name when there is one, else the organization's (or person's) name. */
export function sellerOf(profile: SellerProfile): Seller {
  return {
    name: filled(profile.companyName) ?? filled(profile.userCompanyName) ?? organizerDisplayName(profile),
    address: addressLine({
      streetName: profile.businessStreetName,
      houseNumber: profile.businessHouseNumber,
      neighborhood: profile.businessNeighborhood,
      district: profile.businessDistrict,
    }),
    kkfNumber: filled(profile.kkfNumber),
    btwNumber: filled(profile.btwnumber),
  }
}

const SEPARATORS: Record<string, { thousands: string; decimal: string }> = {
  en: { thousands: ',', decimal: '.' },
  // A no-break space (the PDF's standard fonts have no narrow one).
  fr: { thousands: '\u00a0', decimal: ',' },
}
const DUTCH_SEPARATORS = { thousands: '.', decimal: ',' }

/**
 * An exact amount ('1250.5' or '-12.50', as the database holds it) with two decimals in the reader's language:
 * '1.250,50' in Dutch, Spanish and German, '1,250.50' in English, '1 250,50' in French. Never through a float.
 */
export function formatInvoiceAmount(value: string, lang: string): string {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(value.trim())
  if (!match) throw new RangeError(`not an amount: ${value}`)
  const [, minus, whole, fraction = ''] = match
  const { thousands, decimal } = SEPARATORS[lang] ?? DUTCH_SEPARATORS
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return `${minus ?? ''}${grouped}${decimal}${fraction.padEnd(2, '0').slice(0, 2)}`
}
