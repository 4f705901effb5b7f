/*
 * A team: an organizer's (managers, loket staff and scanners) or an agent's (agent
 * managers and agent loket staff). One service for both; a TeamKind says what differs (roles, employer columns,
 * what a role may be granted). A new member has no usable password; the invitation e-mail carries the
 * password-reset link (longer valid) to choose one. Deactivating ends the member's sessions at once; the record
 * stays (orders refer to their sellers).
 */
import { randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { fieldError, findByEmail, findByPhone, isUniqueViolation, issueTeamInvitation } from '#services/accounts/auth_service'
import { sendTeamInvitationRefused } from '#services/accounts/account_messages'
import { hashPassword } from '#services/accounts/passwords'
import { hit } from '#services/accounts/rate_limits'
import { deactivateAccount, reactivateAccount } from '#services/accounts/account_status'
import { LAST_SIGN_IN_COLUMN, lastSignInAt, lastSignInOf } from '#services/accounts/session_service'
import { normalizeRole } from '#domain/access'
import type { Language } from '#domain/languages'
import type { RecordOwner } from '#domain/resource_access'
import {
  AGENT_TEAM_ROLES,
  TEAM_ROLE_SPELLINGS,
  foreignIds,
  invitationAccepted,
  partnershipCoversEvent,
  storedAssignedEvents,
  storedLoketPermissions,
  type AnyTeamRole,
  type LoketPermissions,
  type LoketPermissionsInput,
  type TeamRole,
} from '#domain/team_rules'
import { recordChange } from '#services/audit/audit_service'
import type { AuditAction } from '#domain/audit'

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

/** What the role-specific fields of a member may be set to (loket permissions, assigned events). */
export interface TeamGrants {
  loketPermissions?: LoketPermissionsInput | null
  agentAssignedEvents?: number[] | null
}

/** What differs between an organizer's team and an agent's. */
export interface TeamKind {
  /** The access table's resource of the team's routes. */
  readonly resource: 'team-members' | 'agent-team-members'
  readonly employerRole: 'organizer' | 'agent'
  readonly roleSpellings: readonly string[]
  /** The employer's members: created by them, or managing for them (columns). */
  readonly columns: { readonly createdBy: string; readonly managerFor: string }
  /** Whose a member (or the employer with this id) is, as the access table sees it. */
  owner(employerId: number | null): RecordOwner
  employerIdOf(member: User): number | null
  /** The employer columns of a role: a manager works for the employer as manager too (SPEC §3). */
  employerFields(employerId: number, role: AnyTeamRole): Partial<User>
  /** The role's grants as stored, after checking they stay within the employer's own (422 on the field otherwise). */
  grants(employerId: number, role: AnyTeamRole, input: TeamGrants, trx: TransactionClientContract): Promise<Partial<User>>
}

export const ORGANIZER_TEAM: TeamKind = {
  resource: 'team-members',
  employerRole: 'organizer',
  roleSpellings: TEAM_ROLE_SPELLINGS,
  columns: { createdBy: 'created_by_organizer_id', managerFor: 'manager_for_organizer_id' },
  owner: (organizerId) => ({ organizerId }),
  employerIdOf: (member) => member.createdByOrganizerId ?? member.managerForOrganizerId,
  employerFields: (organizerId, role) => ({
    createdByOrganizerId: organizerId,
    managerForOrganizerId: role === 'manager' ? organizerId : null,
  }),
  async grants(organizerId, role, input, trx) {
    const permissions = storedLoketPermissions(role as TeamRole, input.loketPermissions)
    await checkLoketPermissions(organizerId, permissions, trx)
    return { loketPermissions: permissions }
  },
}

export const AGENT_TEAM: TeamKind = {
  resource: 'agent-team-members',
  employerRole: 'agent',
  roleSpellings: AGENT_TEAM_ROLES,
  columns: { createdBy: 'created_by_agent_id', managerFor: 'manager_for_agent_id' },
  owner: (agentId) => ({ agentId }),
  employerIdOf: (member) => member.createdByAgentId ?? member.managerForAgentId,
  employerFields: (agentId, role) => ({ createdByAgentId: agentId, managerForAgentId: role === 'agent_manager' ? agentId : null }),
  async grants(agentId, _role, input, trx) {
    const assigned = storedAssignedEvents(input.agentAssignedEvents)
    await refuseUnpartneredEvents(agentId, assigned, trx)
    return { agentAssignedEvents: assigned }
  },
}

/**
 * 422 unless every event is one the agent may sell: of an organizer with an APPROVED partnership, within its
 * permissions (all events, the events named, or an event of a ticket type named).
 */
async function refuseUnpartneredEvents(agentId: number, eventIds: number[], trx: TransactionClientContract) {
  if (eventIds.length === 0) return
  const rows: { id: number; permissions: Parameters<typeof partnershipCoversEvent>[0] }[] = await trx
    .from('events')
    .join('agent_partnerships', 'agent_partnerships.organizer_id', 'events.organizer_id')
    .where('agent_partnerships.agent_id', agentId)
    .where('agent_partnerships.status', 'approved')
    .whereIn('events.id', eventIds)
    .select('events.id', 'agent_partnerships.permissions')
  const typeIds = rows.flatMap((row) => (row.permissions as { allowedTicketTypeIds?: number[] } | null)?.allowedTicketTypeIds ?? [])
  const eventsOfTypes = typeIds.length
    ? (await trx.from('ticket_types').whereIn('id', typeIds).select('event_id')).map((row: { event_id: number }) => row.event_id)
    : []
  const covered = rows.filter((row) => partnershipCoversEvent(row.permissions, row.id, eventsOfTypes)).map((row) => row.id)
  if (foreignIds(eventIds, covered).length > 0) throw fieldError('agentAssignedEvents', 'AGENT_TEAM_FOREIGN_EVENTS')
}

/** The employer named in a team route; 404 for an id that is not an organizer (agent). */
export async function findEmployer(kind: TeamKind, id: number | null): Promise<User> {
  const employer = id === null ? null : await User.query().where('id', id).where('role', kind.employerRole).first()
  if (!employer) throw new DomainError(kind.employerRole === 'organizer' ? 'ORGANIZER_NOT_FOUND' : 'NOT_FOUND')
  return employer
}

/** The members of one employer, with their last sign-in (newest session), paged for the back office. */
export async function listTeam(
  kind: TeamKind,
  employerId: number,
  query: TeamListQuery
): Promise<{ rows: TeamMemberRow[]; total: number }> {
  const builder = User.query()
    .whereIn('role', [...kind.roleSpellings])
    .where((where) => where.where(kind.columns.createdBy, employerId).orWhere(kind.columns.managerFor, employerId))
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
async function refuseForeign(
  ids: number[],
  own: () => Promise<{ id: number }[]>,
  field: string,
  key: 'TEAM_FOREIGN_EVENTS' | 'TEAM_FOREIGN_TICKET_TYPES'
) {
  if (ids.length === 0) return
  const owned = (await own()).map((row) => row.id)
  if (foreignIds(ids, owned).length > 0) throw fieldError(field, key)
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
    'TEAM_FOREIGN_EVENTS'
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
    'TEAM_FOREIGN_TICKET_TYPES'
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

/** A unique-index refusal (two requests at once) on the phone is the same 422 as the check before it. */
async function unlessTaken<T>(work: () => Promise<T>, emailTaken: () => T): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const detail = String((error as { constraint?: string; detail?: string }).constraint ?? '')
    if (detail.includes('phone')) throw fieldError('phone', 'TEAM_PHONE_TAKEN')
    // The address was taken meanwhile (the same invitation sent twice at once): the same answer as any other.
    return emailTaken()
  }
}

const PHONE_ONLY = (): never => {
  throw fieldError('phone', 'TEAM_PHONE_TAKEN')
}

async function ensurePhoneFree(phone: string | null | undefined, exceptId: number | null, trx: TransactionClientContract) {
  if (!phone) return
  const holder = await findByPhone(phone, trx)
  if (holder && holder.id !== exceptId) throw fieldError('phone', 'TEAM_PHONE_TAKEN')
}

export interface NewTeamMember extends TeamGrants {
  email: string
  firstName: string
  lastName: string
  phone?: string | null
  role: AnyTeamRole
}

/** What inviting answers, the same whether the address had an account or not. */
export interface SentInvitation {
  email: string
  role: AnyTeamRole
}

/**
 * Invites a team member. Only an account whose e-mail address is confirmed invites, for an employer whose address is
 * confirmed (the mail carries the employer's name), within teamInvitationsPerAccount and teamInvitationsPerEmployerDay.
 * A new address gets the member and the invitation in one transaction (no member without their e-mail). An address
 * that already has an account cannot join a team (one account, one role and one employer): its owner gets a mail that
 * someone tried to add them and what to do, and nothing else changes. Both answer the same (SentInvitation).
 */
export async function createTeamMember(
  kind: TeamKind,
  employer: User,
  input: NewTeamMember,
  lang: Language,
  actor: User
): Promise<SentInvitation> {
  if (!actor.isEmailVerified || !employer.isEmailVerified) throw new DomainError('TEAM_INVITER_NOT_VERIFIED')
  await hit('teamInvitationsPerAccount', actor.id)
  await hit('teamInvitationsPerEmployerDay', kind.employerRole, employer.id)
  const sent: SentInvitation = { email: input.email, role: input.role }
  // Nobody knows this password: the member chooses theirs through the invitation link. Made for every address, so
  // an existing one does not answer sooner.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  return unlessTaken(
    () =>
      db.transaction(async (trx) => {
        // The form's own checks first, for every address: a refusal never depends on whether the address is known.
        await ensurePhoneFree(input.phone, null, trx)
        const grants = await kind.grants(employer.id, input.role, input, trx)
        const existing = await findByEmail(input.email, trx)
        if (existing) {
          await sendTeamInvitationRefused(existing, input.role, employer.displayName, trx, lang)
          return sent
        }
        await addMember(kind, employer, { ...input, grants, unusable }, actor, trx, lang)
        return sent
      }),
    () => sent
  )
}

async function addMember(
  kind: TeamKind,
  employer: User,
  input: NewTeamMember & { grants: Partial<User>; unusable: string },
  actor: User,
  trx: TransactionClientContract,
  lang: Language
): Promise<void> {
  const { grants, unusable } = input
  const member = await User.create(
    {
      email: input.email,
      password: unusable,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
      role: input.role,
      ...grants,
      isEmailVerified: false,
      ...kind.employerFields(employer.id, input.role),
    },
    { client: trx }
  )
  await issueTeamInvitation(member, input.role, employer.displayName, trx, lang)
  await traceTeamChange(trx, actor, member, 'create', null)
}

export interface TeamMemberChanges extends TeamGrants {
  firstName?: string
  lastName?: string
  phone?: string | null
  role?: AnyTeamRole
}

/** Name, phone, role within the team and the role's grants; the member keeps working for the same employer. */
export async function updateTeamMember(kind: TeamKind, member: User, changes: TeamMemberChanges, actor: User): Promise<User> {
  const employerId = kind.employerIdOf(member)
  if (employerId === null) throw new DomainError('TEAM_MEMBER_NOT_FOUND')
  const role = changes.role ?? (normalizeRole(member.role) as AnyTeamRole)
  return unlessTaken(
    () =>
      db.transaction(async (trx) => {
        await ensurePhoneFree(changes.phone, member.id, trx)
        const grants = await kind.grants(
          employerId,
          role,
          {
            loketPermissions: changes.loketPermissions ?? member.loketPermissions,
            agentAssignedEvents: changes.agentAssignedEvents ?? member.agentAssignedEvents,
          },
          trx
        )
        const before = teamAuditFields(member)
        member.useTransaction(trx)
        member.merge({
          ...(changes.firstName !== undefined && { firstName: changes.firstName }),
          ...(changes.lastName !== undefined && { lastName: changes.lastName }),
          ...(changes.phone !== undefined && { phone: changes.phone }),
          role,
          ...grants,
          ...kind.employerFields(employerId, role),
        })
        await member.save()
        const roleChanged = before.role !== normalizeRole(member.role)
        await traceTeamChange(trx, actor, member, roleChanged ? 'role' : 'update', before)
        return member
      }),
    PHONE_ONLY
  )
}

/**
 * POST …/{id}/resend-invitation: a fresh invitation link (the old one stops working: one reset token per account)
 * and the mail again, while the member has not taken it up (409 after). Rationed per member and per employer.
 */
export async function resendTeamInvitation(kind: TeamKind, member: User, lang: Language): Promise<User> {
  const employerId = kind.employerIdOf(member)
  if (employerId === null) throw new DomainError('TEAM_MEMBER_NOT_FOUND')
  if (member.deactivatedAt) throw new DomainError('TEAM_INVITATION_MEMBER_DEACTIVATED')
  if (invitationAccepted({ isEmailVerified: member.isEmailVerified, lastSignInAt: await lastSignInAt(member.id) })) {
    throw new DomainError('TEAM_INVITATION_ACCEPTED')
  }
  await hit('teamInvitationResendPerMember', member.id)
  await hit('teamInvitationResendPerEmployer', kind.employerRole, employerId)
  const employer = await findEmployer(kind, employerId)
  await db.transaction(async (trx) => {
    await issueTeamInvitation(member, normalizeRole(member.role) as AnyTeamRole, employer.displayName, trx, lang)
  })
  return member
}

/** Deactivates the member and ends every session of theirs in the same transaction. Idempotent. */
export async function deactivateTeamMember(member: User, by: User): Promise<User> {
  if (member.deactivatedAt) return member
  return db.transaction(async (trx) => {
    const before = teamAuditFields(member)
    await deactivateAccount(member, by.id, trx)
    await traceTeamChange(trx, by, member, 'deactivate', before)
    return member
  })
}

export async function reactivateTeamMember(member: User, by: User): Promise<User> {
  if (!member.deactivatedAt) return member
  return db.transaction(async (trx) => {
    const before = teamAuditFields(member)
    await reactivateAccount(member, trx)
    await traceTeamChange(trx, by, member, 'activate', before)
    return member
  })
}

/** What a team member's audit line compares: the role, its grants, the employer and whether they may sign in. */
function teamAuditFields(member: User): Record<string, unknown> {
  return {
    role: normalizeRole(member.role),
    createdByOrganizerId: member.createdByOrganizerId,
    managerForOrganizerId: member.managerForOrganizerId,
    createdByAgentId: member.createdByAgentId,
    managerForAgentId: member.managerForAgentId,
    loketPermissions: member.loketPermissions,
    agentAssignedEvents: member.agentAssignedEvents,
    deactivatedAt: member.deactivatedAt?.toISO() ?? null,
  }
}

function traceTeamChange(
  trx: TransactionClientContract,
  actor: User,
  member: User,
  action: AuditAction,
  before: Record<string, unknown> | null
) {
  return recordChange(trx, { actorId: actor.id, entityType: 'user', entityId: member.id, action, before, after: teamAuditFields(member) })
}
