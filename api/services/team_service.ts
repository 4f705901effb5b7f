/*
 * An organizer's team (issue 12 §6): managers, loket staff and scanners the organizer creates. A new member
 * has no usable password; the invitation e-mail carries the password-reset link (longer valid) to choose one.
 * Deactivating ends the member's sessions at once; the record stays (orders refer to their sellers).
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { fieldError, findByEmail, findByPhone, isUniqueViolation, issueTeamInvitation } from '#services/auth/auth_service'
import { hashPassword } from '#services/auth/passwords'
import { deactivateAccount, reactivateAccount } from '#services/auth/account_status'
import { LAST_SIGN_IN_COLUMN, lastSignInAt, lastSignInOf } from '#services/auth/session_service'
import { normalizeRole } from '#domain/access'
import type { Language } from '#domain/languages'
import {
  TEAM_MESSAGES,
  TEAM_ROLE_SPELLINGS,
  foreignIds,
  storedLoketPermissions,
  type LoketPermissions,
  type LoketPermissionsInput,
  type TeamRole,
} from '#domain/team_rules'

export type TeamSort = 'lastName' | 'email' | 'role' | 'createdAt' | 'lastSignInAt'

const SORT_COLUMNS: Record<TeamSort, string> = {
  lastName: 'users.last_name',
  email: 'users.email',
  role: 'users.role',
  createdAt: 'users.created_at',
  lastSignInAt: 'last_sign_in_at',
}

export interface TeamMemberRow {
  member: User
  lastSignInAt: DateTime | null
}

export interface TeamListQuery {
  page: number
  perPage: number
  sort: TeamSort
  order: 'asc' | 'desc'
  search?: string
}

/** The organizer named in a team route; 404 for an id that is not an organizer. */
export async function findOrganizer(id: number | null): Promise<User> {
  const organizer = id === null ? null : await User.query().where('id', id).where('role', 'organizer').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  return organizer
}

/** The members of one organizer, with their last sign-in (newest session), paged for the back office. */
export async function listTeam(organizerId: number, query: TeamListQuery): Promise<{ rows: TeamMemberRow[]; total: number }> {
  const builder = User.query()
    .whereIn('role', [...TEAM_ROLE_SPELLINGS])
    .where((where) => where.where('created_by_organizer_id', organizerId).orWhere('manager_for_organizer_id', organizerId))
  if (query.search) {
    const like = `%${query.search}%`
    builder.where((where) => where.whereILike('first_name', like).orWhereILike('last_name', like).orWhereILike('email', like))
  }
  const result = await builder
    .select('users.*')
    .select(db.raw(LAST_SIGN_IN_COLUMN))
    .orderByRaw(`${SORT_COLUMNS[query.sort]} ${query.order} NULLS LAST`)
    .orderBy('users.id', 'asc')
    .paginate(query.page, query.perPage)
  return { rows: result.all().map(withLastSignIn), total: result.total }
}

function withLastSignIn(member: User): TeamMemberRow {
  return { member, lastSignInAt: lastSignInOf(member) }
}

/** One member with their last sign-in. */
export async function teamMemberRow(member: User): Promise<TeamMemberRow> {
  return { member, lastSignInAt: await lastSignInAt(member.id) }
}

/** 422 on the field when some of the ids are not among the organizer's own (the query lists those). */
async function refuseForeign(ids: number[], own: () => Promise<{ id: number }[]>, field: string, message: string) {
  if (ids.length === 0) return
  const owned = (await own()).map((row) => row.id)
  if (foreignIds(ids, owned).length > 0) throw fieldError(field, message)
}

/** 422 on the named field unless every event and ticket type is the organizer's own (team and partnership permissions). */
export async function refuseForeignEventsAndTypes(
  organizerId: number,
  { eventIds, typeIds }: { eventIds: number[]; typeIds: number[] },
  fields: { events: string; types: string },
  trx: TransactionClientContract
) {
  await refuseForeign(
    eventIds,
    () => trx.from('events').where('organizer_id', organizerId).whereIn('id', eventIds).select('id'),
    fields.events,
    TEAM_MESSAGES.foreignEvents
  )
  await refuseForeign(
    typeIds,
    () =>
      trx
        .from('ticket_types')
        .join('events', 'events.id', 'ticket_types.event_id')
        .where('events.organizer_id', organizerId)
        .whereIn('ticket_types.id', typeIds)
        .select('ticket_types.id'),
    fields.types,
    TEAM_MESSAGES.foreignTicketTypes
  )
}

/** 422 unless every named event and ticket type is the organizer's own. */
async function checkLoketPermissions(organizerId: number, permissions: LoketPermissions | null, trx: TransactionClientContract) {
  if (!permissions || permissions.canAccessAllEvents) return
  await refuseForeignEventsAndTypes(
    organizerId,
    { eventIds: permissions.allowedEventIds, typeIds: permissions.allowedTicketTypeIds },
    { events: 'loketPermissions.allowedEventIds', types: 'loketPermissions.allowedTicketTypeIds' },
    trx
  )
}

/** The employer fields of a role: a manager works for the organizer as manager too (SPEC §3). */
function employerFields(organizerId: number, role: TeamRole) {
  return { createdByOrganizerId: organizerId, managerForOrganizerId: role === 'manager' ? organizerId : null }
}

/** Turns a unique-index refusal (two requests at once) into the same 422 as the check before it. */
async function unlessTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const detail = String((error as { constraint?: string; detail?: string }).constraint ?? '')
    throw detail.includes('phone') ? fieldError('phone', TEAM_MESSAGES.phoneTaken) : fieldError('email', TEAM_MESSAGES.emailTaken)
  }
}

async function ensurePhoneFree(phone: string | null | undefined, exceptId: number | null, trx: TransactionClientContract) {
  if (!phone) return
  const holder = await findByPhone(phone, trx)
  if (holder && holder.id !== exceptId) throw fieldError('phone', TEAM_MESSAGES.phoneTaken)
}

export interface NewTeamMember {
  email: string
  firstName: string
  lastName: string
  phone?: string | null
  role: TeamRole
  loketPermissions?: LoketPermissionsInput | null
}

/** Creates the member and queues the invitation in the same transaction (no member without their e-mail). */
export async function createTeamMember(organizer: User, input: NewTeamMember, lang: Language): Promise<User> {
  // Nobody knows this password: the member chooses theirs through the invitation link.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  return unlessTaken(() =>
    db.transaction(async (trx) => {
      if (await findByEmail(input.email, trx)) throw fieldError('email', TEAM_MESSAGES.emailTaken)
      await ensurePhoneFree(input.phone, null, trx)
      const permissions = storedLoketPermissions(input.role, input.loketPermissions)
      await checkLoketPermissions(organizer.id, permissions, trx)
      const member = await User.create(
        {
          email: input.email,
          password: unusable,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          role: input.role,
          loketPermissions: permissions,
          isEmailVerified: false,
          ...employerFields(organizer.id, input.role),
        },
        { client: trx }
      )
      await issueTeamInvitation(member, input.role, organizer.displayName, trx, lang)
      return member
    })
  )
}

export interface TeamMemberChanges {
  firstName?: string
  lastName?: string
  phone?: string | null
  role?: TeamRole
  loketPermissions?: LoketPermissionsInput | null
}

/** Name, phone, role among the three and loket permissions; the member keeps working for the same organizer. */
export async function updateTeamMember(member: User, changes: TeamMemberChanges): Promise<User> {
  const organizerId = member.createdByOrganizerId ?? member.managerForOrganizerId
  if (organizerId === null) throw new DomainError('NOT_FOUND', TEAM_MESSAGES.notFound)
  const role = changes.role ?? (normalizeRole(member.role) as TeamRole)
  return unlessTaken(() =>
    db.transaction(async (trx) => {
      await ensurePhoneFree(changes.phone, member.id, trx)
      const permissions = storedLoketPermissions(role, changes.loketPermissions ?? member.loketPermissions)
      await checkLoketPermissions(organizerId, permissions, trx)
      member.useTransaction(trx)
      member.merge({
        ...(changes.firstName !== undefined && { firstName: changes.firstName }),
        ...(changes.lastName !== undefined && { lastName: changes.lastName }),
        ...(changes.phone !== undefined && { phone: changes.phone }),
        role,
        loketPermissions: permissions,
        ...employerFields(organizerId, role),
      })
      await member.save()
      return member
    })
  )
}

/** Deactivates the member and ends every session of theirs in the same transaction. Idempotent. */
export async function deactivateTeamMember(member: User, by: User): Promise<User> {
  if (member.deactivatedAt) return member
  return db.transaction(async (trx) => {
    await deactivateAccount(member, by.id, trx)
    return member
  })
}

export async function reactivateTeamMember(member: User): Promise<User> {
  await reactivateAccount(member)
  return member
}
