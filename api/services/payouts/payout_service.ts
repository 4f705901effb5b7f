/*
 * Payouts to organizers (docs/payouts.md): the admin's list of what each organizer is owed, and marking a transfer
 * paid. Marking takes the organizer's row lock first (users row, FOR NO KEY UPDATE), then computes the balance, so two
 * admins paying the same balance at once are one after the other: the second sees the lower balance and gets a 409.
 * Audited; the organizer is told by e-mail through the outbox in the same transaction.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import OrganizerPayout from '#models/organizer_payout'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { recordChange } from '#services/audit/audit_service'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { greeting, messageTranslator } from '#services/messaging/message_texts'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { publicUrl } from '#services/server/public_url'
import { personNameSql } from '#services/agents/agent_settlement_service'
import { balances, payoutsOf, STATEMENT_CURRENCY, type OrganizerBalance } from '#services/payouts/organizer_statement_service'
import { likePattern, searchTerms } from '#services/catalogue/text_search'
import { fromCents, toCents, type AdminPayoutSort, type OrganizerPayoutRow, type PayoutView } from '#domain/organizer_statement'
import { formatSrd } from '#domain/format'
import { DEFAULT_LANGUAGE } from '#domain/languages'

let locking = true

/** Test-only: the race test's control run switches the organizer's row lock off; never called by the app. */
export function setPayoutLockingForTests(on: boolean) {
  locking = on
}

export interface PayoutInput {
  /** Two-decimal text; omitted = the whole balance. */
  amount?: string | null
  reference: string
  note?: string | null
}

export const PAYOUT_MAIL_KIND = 'organizer_payout_paid'

/** The organizer hears of the transfer by e-mail (accounts have no language of their own yet: Dutch, SPEC §1). */
async function tellOrganizer(organizer: User, payout: OrganizerPayout, balanceAfter: string, trx: TransactionClientContract) {
  const lang = DEFAULT_LANGUAGE
  const t = messageTranslator(lang)
  const settings = await getPlatformSettings()
  const amount = formatSrd(payout.amount)
  const site = settings.websiteName
  const content = renderEmail({
    title: t('payoutPaid.title', { amount }),
    intro: t('payoutPaid.intro', { greeting: greeting(t, organizer.firstName), site, amount }),
    paragraphs: [t('payoutPaid.reference', { reference: payout.reference }), t('payoutPaid.balance', { balance: formatSrd(balanceAfter) })],
    action: { label: t('payoutPaid.button'), url: publicUrl('/organizer-dashboard#/payouts') },
    lang,
  })
  await outbox.queueEmail(
    { to: organizer.email, subject: t('payoutPaid.subject', { amount, site }), ...content },
    { kind: PAYOUT_MAIL_KIND, trx }
  )
}

/**
 * POST /api/admin/organizers/{id}/payouts: the platform transferred `amount` (default: the whole balance) to the
 * organizer. Refused with 409 when nothing is owed or the amount is more than the balance now (another admin was
 * first, or a refund lowered it). Returns the payout and the balance after it.
 */
export async function markPayoutPaid(
  organizerId: number,
  input: PayoutInput,
  actor: { id: number; ipAddress?: string | null }
): Promise<{ payout: PayoutView; balance: string }> {
  return db.transaction(async (trx) => {
    // The organizer's row lock (not FOR UPDATE: rows that only refer to the organizer are not held up by it).
    if (locking) await trx.rawQuery("SELECT id FROM users WHERE id = ? AND role = 'organizer' FOR NO KEY UPDATE", [organizerId])
    const organizer = await User.query({ client: trx }).where('id', organizerId).where('role', 'organizer').first()
    if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
    const before = (await balances(trx, organizerId)).get(organizerId)!
    const balance = toCents(before.balance)
    // An amount the admin saw as owed that is more than the balance now: someone paid or refunded in between.
    if (input.amount && toCents(input.amount) > balance)
      throw new DomainError('PAYOUT_BALANCE_CHANGED', { params: { balance: formatSrd(before.balance) } })
    if (balance <= 0n) throw new DomainError('PAYOUT_NOTHING_OWED')
    const amount = input.amount ? toCents(input.amount) : balance

    const now = DateTime.now()
    const payout = await OrganizerPayout.create(
      {
        organizerId,
        amount: fromCents(amount),
        currency: STATEMENT_CURRENCY,
        reference: input.reference.trim(),
        note: input.note?.trim() || null,
        coversUntil: now,
        paidAt: now,
        paidByUserId: actor.id,
      },
      { client: trx }
    )
    const after = fromCents(balance - amount)
    await recordChange(trx, {
      actorId: actor.id,
      entityType: 'organizer_payout',
      entityId: payout.id,
      action: 'payout',
      before: { organizerId, balance: before.balance, paidOutToDate: before.paidOutToDate },
      after: {
        organizerId,
        balance: after,
        paidOutToDate: fromCents(toCents(before.paidOutToDate) + amount),
        amount: payout.amount,
        reference: payout.reference,
        note: payout.note,
      },
      reason: payout.reference,
      ipAddress: actor.ipAddress,
    })
    await tellOrganizer(organizer, payout, after, trx)
    const [view] = (await payoutsOf(organizerId, { start: null, end: null }, trx)).filter((row) => row.id === payout.id)
    return { payout: view, balance: after }
  })
}

/** GET /api/organizers/{id}/payouts: every payout of the organizer, newest first, with the balance now. */
export async function organizerPayouts(organizerId: number): Promise<{ payouts: PayoutView[]; balance: OrganizerBalance }> {
  const organizer = await User.query().where('id', organizerId).where('role', 'organizer').select('id').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  const [payouts, all] = await Promise.all([payoutsOf(organizerId, { start: null, end: null }), balances(db, organizerId)])
  return { payouts, balance: all.get(organizerId)! }
}

export interface AdminPayoutQuery {
  page: number
  perPage: number
  sort: AdminPayoutSort
  order: 'asc' | 'desc'
  ids?: number[]
  search?: string
  /** Only organizers the platform still owes something (balance > 0). */
  owed?: boolean
}

/**
 * GET /api/admin/payouts: every organizer with what the platform owed, paid and still owes. The balances are
 * computed for all organizers at once (one pass over their orders), then sorted and paged here: organizers are few
 * next to orders, and a balance is never a stored figure that could drift.
 */
export async function adminPayoutList(query: AdminPayoutQuery): Promise<{ rows: OrganizerPayoutRow[]; total: number }> {
  const people = db
    .from('users as u')
    .where('u.role', 'organizer')
    .select('u.id', 'u.email', db.raw(`${personNameSql('u')} AS name`))
  if (query.ids) people.whereIn('u.id', query.ids)
  if (query.search) {
    const text = `lower(concat_ws(' ', ${personNameSql('u')}, u.email))`
    people.where((search) => searchTerms(query.search!).forEach((term) => search.orWhereRaw(`${text} LIKE ?`, [likePattern(term)])))
  }
  const [organizers, all] = await Promise.all([people, balances(db, null)])
  let rows: OrganizerPayoutRow[] = (organizers as { id: number; email: string; name: string }[]).map((person) => {
    const balance = all.get(person.id)
    return {
      id: person.id,
      organizerId: person.id,
      organizerName: person.name,
      email: person.email,
      owedToDate: balance?.owedToDate ?? '0.00',
      paidOutToDate: balance?.paidOutToDate ?? '0.00',
      balance: balance?.balance ?? '0.00',
      lastPaidAt: balance?.lastPaidAt?.toISOString() ?? null,
      lastPaidAmount: balance?.lastPaidAmount ?? null,
    }
  })
  if (query.owed) rows = rows.filter((row) => toCents(row.balance) > 0n)
  const direction = query.order === 'asc' ? 1 : -1
  const key = query.sort
  rows.sort((a, b) => {
    let order: number
    if (key === 'organizerName') order = a.organizerName.localeCompare(b.organizerName, 'nl')
    else if (key === 'lastPaidAt') order = (a.lastPaidAt ?? '').localeCompare(b.lastPaidAt ?? '')
    else {
      const diff = toCents(a[key]) - toCents(b[key])
      order = diff === 0n ? 0 : diff < 0n ? -1 : 1
    }
    return order * direction || a.id - b.id
  })
  const start = (query.page - 1) * query.perPage
  return { rows: rows.slice(start, start + query.perPage), total: rows.length }
}
