/*
 * 'Account verwijderen' (GDPR erasure), after the password is entered again:
 *
 * - a buyer is erased in one transaction: name ERASED_NAME, e-mail a unique address that cannot receive mail
 *   (deleted-<id>@invalid), phone, address, business and profile fields cleared, an unusable random password, every
 *   session ended; likes deleted (counts follow), the activity log and downloads deleted; reviews kept, shown under
 *   ERASED_NAME; orders kept for the bookkeeping with the buyer anonymised (anonymise_order.ts), tickets for events to
 *   come stay valid at the door under the anonymised name. The old address may register again as a new account.
 * - staff (domain/own_data.ts STAFF_ROLES) own audit history: deactivated (no sign-in, sessions ended), nothing erased.
 * - the owner of an organizer, agent or venue business with events, venues, sales or a team, and a seller with a
 *   Ticketswitch listing or payout still open, are refused: support decides (a business's books need an owner).
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { fieldError } from '#services/accounts/auth_service'
import { hit } from '#services/accounts/rate_limits'
import { hashPassword, passwordMatches } from '#services/accounts/passwords'
import { revokeAllSessions, type ClientInfo } from '#services/accounts/session_service'
import { newLinkToken } from '#services/accounts/secrets'
import { recordChange } from '#services/audit/audit_service'
import { ticketDetailsOfBuyer, whereOrderOfBuyer } from '#services/tickets/ticket_details'
import { refuseDeactivatingLastFullAdmin } from '#services/accounts/admin_users_service'
import { ERASURE_ANONYMISATION, anonymiseOrderBuyers, anonymiseTicketHolders } from '#services/privacy/anonymise_order'
import { networkPrefix } from '#domain/client_network'
import { deletionOutcome, isOwnerRole, isStaffRole, type DeletionBlocker, type DeletionCheck, type DeletionOutcome } from '#domain/own_data'

/** Where each liked target keeps its count (as likes_service.ts moves them). */
const LIKE_COUNTS = [
  { type: 'event', table: 'events', count: 'cached_like_count' },
  { type: 'venue', table: 'venues', count: 'cached_like_count' },
  { type: 'organizer', table: 'users', count: 'cached_follower_count' },
] as const

/** Unique per account and never deliverable (.invalid is reserved, RFC 2606). */
function erasedEmail(userId: number): string {
  return `deleted-${userId}@invalid`
}

async function exists(query: ReturnType<typeof db.from>): Promise<boolean> {
  return (await query.select(db.raw('1')).first()) !== null
}

async function blockersOf(user: User): Promise<DeletionBlocker[]> {
  const blockers: DeletionBlocker[] = []
  if (isOwnerRole(user.role)) {
    const owns =
      (await exists(db.from('events').where('organizer_id', user.id))) ||
      (await exists(db.from('venues').where('owner_id', user.id))) ||
      (await exists(db.from('orders').where('agent_id', user.id))) ||
      (await exists(
        db
          .from('users')
          .where((team) =>
            team
              .where('manager_for_organizer_id', user.id)
              .orWhere('created_by_organizer_id', user.id)
              .orWhere('manager_for_agent_id', user.id)
              .orWhere('created_by_agent_id', user.id)
          )
      ))
    if (owns) blockers.push('owns_business')
  }
  const openListing = await exists(
    db
      .from('ticketswitch_listings')
      .where('seller_user_id', user.id)
      .where((open) => open.where('is_active', true).orWhere('payout_status', 'owed'))
  )
  if (openListing) blockers.push('ticketswitch_open')
  return blockers
}

/** Valid tickets of the person for events that have not ended. */
async function futureTicketCount(user: User): Promise<number> {
  const now = DateTime.now()
  const tickets = await ticketDetailsOfBuyer(user)
  return tickets.filter((ticket) => ticket.isValid && (ticket.endDate ?? ticket.startDate) > now).length
}

/** GET /api/users/me/deletion-check: what deleting the account would do. */
export async function deletionCheck(user: User): Promise<DeletionCheck> {
  const blockers = isStaffRole(user.role) ? [] : await blockersOf(user)
  return {
    outcome: deletionOutcome(user.role, blockers),
    futureTickets: await futureTicketCount(user),
    isStaff: isStaffRole(user.role),
    blockers,
  }
}

async function deleteLikes(trx: TransactionClientContract, userId: number) {
  for (const { type, table, count } of LIKE_COUNTS) {
    await trx.rawQuery(
      `UPDATE ${table} t SET ${count} = GREATEST(t.${count} - l.n, 0)
       FROM (SELECT target_id, count(*)::int AS n FROM likes WHERE user_id = ? AND target_type = ? GROUP BY target_id) l
       WHERE t.id = l.target_id`,
      [userId, type]
    )
  }
  await trx.from('likes').where('user_id', userId).delete()
}

/** The person's personal fields replaced; the row stays for orders, reviews and the audit trail. */
async function eraseUserRow(user: User, passwordHash: string, trx: TransactionClientContract) {
  user.useTransaction(trx)
  user.merge({
    email: erasedEmail(user.id),
    firstName: 'Verwijderd',
    lastName: 'account',
    phone: null,
    password: passwordHash,
    organizationName: null,
    userCompanyName: null,
    profileImage: null,
    imageVariants: null,
    isEmailVerified: false,
    isPhoneVerified: false,
    emailVerificationToken: null,
    emailVerificationExpiresAt: null,
    phoneVerificationCode: null,
    phoneVerificationExpiresAt: null,
    passwordResetToken: null,
    passwordResetExpiresAt: null,
    pendingEmail: null,
    emailChangeToken: null,
    emailChangeExpiresAt: null,
    website: null,
    streetName: null,
    houseNumber: null,
    cityTown: null,
    neighborhood: null,
    district: null,
    state: null,
    zipCode: null,
    businessContactFirstName: null,
    businessContactLastName: null,
    businessPhone: null,
    businessStreetName: null,
    businessHouseNumber: null,
    businessNeighborhood: null,
    businessDistrict: null,
    companyName: null,
    businessDescription: null,
    kkfNumber: null,
    kkfDocument: null,
    btwnumber: null,
    idDocument: null,
    socialMediaLinks: {},
    deactivatedAt: DateTime.now(),
    deactivatedBy: user.id,
    erasedAt: DateTime.now(),
    twoFactorSecret: null,
    twoFactorPendingSecret: null,
    twoFactorEnabledAt: null,
    twoFactorLastStep: null,
  })
  await user.save()
}

/** The account's own orders (whereOrderOfBuyer) and the guest orders placed with its verified address. */
function ordersNamingThePerson(trx: TransactionClientContract, user: User) {
  return trx
    .from('orders')
    .where((named) => {
      named.whereIn('id', (own) => whereOrderOfBuyer(own.from('orders').select('id'), user))
      if (user.isEmailVerified) named.orWhere('buyer_email', user.email.trim().toLowerCase())
    })
    .select('id')
}

async function erase(user: User, client: ClientInfo) {
  const passwordHash = await hashPassword(newLinkToken())
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().first()
    if (!locked || locked.erasedAt) return
    // Read before the row changes. Erased are the account's orders and also the guest orders placed with its verified
    // address (not claimed, so never shown in the account): the person's address and name leave them too.
    const orderIds = (await ordersNamingThePerson(trx, locked)).map((row) => row.id as number)
    const passedOn = locked.isEmailVerified
      ? (
          await trx
            .from('tickets')
            .whereNotNull('transferred_from_ticket_id')
            .where('buyer_email', locked.email.trim().toLowerCase())
            .select('id')
        ).map((row) => row.id as number)
      : []
    await anonymiseOrderBuyers(trx, orderIds, ERASURE_ANONYMISATION)
    await anonymiseTicketHolders(trx, passedOn, erasedEmail(user.id))
    await deleteLikes(trx, user.id)
    await trx
      .from('ticketswitch_listings')
      .where('seller_user_id', user.id)
      .update({ seller_name: null, seller_email: null, seller_phone: null, payout_details: null })
    for (const table of [
      'user_activity_logs',
      'data_exports',
      'email_change_requests',
      'phone_change_requests',
      'email_aliases',
      'phone_aliases',
      'two_factor_recovery_codes',
      'remembered_devices',
    ]) {
      await trx.from(table).where('user_id', user.id).delete()
    }
    await eraseUserRow(locked, passwordHash, trx)
    await revokeAllSessions(user.id, 'account_deleted', { trx })
    await recordChange(trx, {
      actorId: user.id,
      entityType: 'user',
      entityId: user.id,
      action: 'erase',
      reason: 'account deleted by its owner',
      after: { orders: orderIds.length },
      ipAddress: networkPrefix(client.ip),
    })
  })
}

async function deactivate(user: User, client: ClientInfo) {
  await db.transaction(async (trx) => {
    await refuseDeactivatingLastFullAdmin(user, trx)
    user.useTransaction(trx)
    user.merge({ deactivatedAt: DateTime.now(), deactivatedBy: user.id })
    await user.save()
    await revokeAllSessions(user.id, 'account_deleted', { trx })
    await recordChange(trx, {
      actorId: user.id,
      entityType: 'user',
      entityId: user.id,
      action: 'deactivate',
      reason: 'account deletion asked by its owner (staff: deactivated, not erased)',
      ipAddress: networkPrefix(client.ip),
    })
  })
}

/**
 * DELETE /api/users/me: the password first (a wrong one is a 422 and nothing is written but the attempt's count),
 * then erase, deactivate or refuse as deletionCheck says.
 */
export async function deleteAccount(user: User, password: string, client: ClientInfo): Promise<Exclude<DeletionOutcome, 'refuse'>> {
  await hit('codeCheckPerIp', client.ip)
  if (!(await passwordMatches(user, password))) throw fieldError('password', 'PASSWORD_WRONG')
  if (isStaffRole(user.role)) {
    await deactivate(user, client)
    return 'deactivate'
  }
  const blockers = await blockersOf(user)
  if (blockers.includes('owns_business')) throw new DomainError('ACCOUNT_DELETION_OWNS_BUSINESS')
  if (blockers.includes('ticketswitch_open')) throw new DomainError('ACCOUNT_DELETION_TICKETSWITCH_OPEN')
  await erase(user, client)
  return 'erase'
}
