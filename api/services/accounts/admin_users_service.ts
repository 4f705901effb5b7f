/*
 * Every account, as the admin manages them: search, detail, name and contact corrections, role with the
 * employer a staff role needs, the organizer's verified badge, deactivation (every session ends at once) and new
 * admins invited by e-mail. The rules of who may change whom are domain/user_admin_rules.ts; this service applies
 * them on the locked row, and every change writes its audit trace in the same transaction (a refused change writes
 * nothing). Changes that can take away an admin wait for each other (one advisory lock), so two admins demoting each
 * other at once cannot leave the platform without one.
 */
import { randomBytes } from 'node:crypto'
import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { ACCOUNT_REFUSAL_ERROR, EMPLOYER_REQUIRED_TEXT, EMPLOYER_UNKNOWN_TEXT, ROLE_IN_USE_ERROR } from '#exceptions/domain_texts'
import { fieldError, findByEmail, findByPhone, isUniqueViolation, issueAdminInvitation } from '#services/accounts/auth_service'
import { hashPassword } from '#services/accounts/passwords'
import { deactivateAccount, reactivateAccount } from '#services/accounts/account_status'
import { LAST_SIGN_IN_COLUMN, lastSignInAt, lastSignInOf, revokeAllSessions } from '#services/accounts/session_service'
import { recordChange } from '#services/audit/audit_service'
import type { AuditAction } from '#domain/audit'
import { likePattern, searchTerms } from '#services/catalogue/text_search'
import { normalizeRole } from '#domain/access'
import { roleMayAct, tableRoleOf } from '#domain/resource_access'
import { storedLoketPermissions } from '#domain/team_rules'
import type { Language } from '#domain/languages'
import {
  accountChangeRefusal,
  currentEmployerId,
  employerFieldsFor,
  employerKindOf,
  removesFullAdmin,
  type AccountChangeKind,
  type AccountState,
  type AssignableRole,
  type EmployerKind,
} from '#domain/user_admin_rules'
import { recordActivity } from '#services/accounts/activity_service'

/** The searched text; the same expression as the trigram index of migration 0069, so the index serves it. */
export const USER_SEARCH_TEXT =
  "lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email || ' ' || coalesce(organization_name, '') || ' ' || coalesce(phone, ''))"

export const USER_SORTS = ['createdAt', 'lastName', 'email', 'role', 'lastSignInAt'] as const
export type UserSort = (typeof USER_SORTS)[number]

const SORT_COLUMNS: Record<UserSort, string> = {
  createdAt: 'users.created_at',
  lastName: 'users.last_name',
  email: 'users.email',
  role: 'users.role',
  lastSignInAt: 'last_sign_in_at',
}

export interface UserFilter {
  /** Part of a name, e-mail address, organisation or phone number (typed with or without spaces). */
  q?: string
  role?: AssignableRole
  status?: 'active' | 'deactivated'
  /** react-admin's getMany. */
  id?: number[]
}

export interface UserListQuery {
  page: number
  perPage: number
  sort: UserSort
  order: 'asc' | 'desc'
  filter: UserFilter
}

export interface UserRow {
  user: User
  lastSignInAt: DateTime | null
}

export async function listUsers(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const { filter } = query
  const builder = User.query()
  // 'Manager' is the same role as 'manager' (domain/access.ts).
  if (filter.role) builder.whereIn('role', filter.role === 'manager' ? ['manager', 'Manager'] : [filter.role])
  if (filter.status === 'active') builder.whereNull('deactivated_at')
  if (filter.status === 'deactivated') builder.whereNotNull('deactivated_at')
  if (filter.id) builder.whereIn('id', filter.id)
  const q = filter.q?.trim()
  if (q) builder.where((search) => searchTerms(q).forEach((term) => search.orWhereRaw(`${USER_SEARCH_TEXT} LIKE ?`, [likePattern(term)])))
  const page = await builder
    .select('users.*')
    .select(db.raw(LAST_SIGN_IN_COLUMN))
    .orderByRaw(`${SORT_COLUMNS[query.sort]} ${query.order} NULLS LAST`)
    .orderBy('users.id', query.order)
    .paginate(query.page, query.perPage)
  return { rows: page.all().map((user) => ({ user, lastSignInAt: lastSignInOf(user) })), total: page.total }
}

export interface UserDetail extends UserRow {
  employer: { id: number; name: string; role: string } | null
  deactivatedByName: string | null
  createdByAdminName: string | null
  activeSessions: number
  counts: { events: number; orders: number; venues: number; teamMembers: number }
}

function nameOf(user: User | null | undefined): string | null {
  return user ? user.displayName : null
}

async function findUser(id: number | null, trx?: TransactionClientContract): Promise<User> {
  const user = id === null ? null : await User.query({ client: trx }).where('id', id).first()
  if (!user) throw new DomainError('USER_NOT_FOUND')
  return user
}

/** An account as GET /api/users/{id}/details shows it, and whether the viewer reads it as an admin. */
export interface AccountDetails {
  user: User
  asAdmin: boolean
}

/**
 * GET /api/users/{id}/details: one's own account, or any account for whoever may show the 'users' resource (admins).
 * Anyone else's account is a 404, the same answer as an id that is nobody's, so the route tells no one which ids exist.
 */
export async function accountDetailsFor(viewer: User, id: number | null): Promise<AccountDetails> {
  const asAdmin = roleMayAct('users', 'show', tableRoleOf(viewer))
  if (id === viewer.id) return { user: viewer, asAdmin }
  if (!asAdmin) throw new DomainError('USER_NOT_FOUND')
  return { user: await findUser(id), asAdmin }
}

const count = (rows: { n?: unknown }[] | { n?: unknown }) => Number((Array.isArray(rows) ? rows[0] : rows)?.n ?? 0)

/** What the person holds (their events, orders, venues and team), so a role change never orphans them. */
async function holdings(userId: number, trx?: TransactionClientContract): Promise<UserDetail['counts']> {
  // One after the other: inside a transaction they share one connection.
  const client = trx ?? db
  const events = await client.from('events').where('organizer_id', userId).count('* as n')
  const orders = await client.from('orders').where('buyer_user_id', userId).count('* as n')
  const venues = await client.from('venues').where('owner_id', userId).whereNull('deleted_at').count('* as n')
  const team = await client
    .from('users')
    .where((where) =>
      where
        .where('created_by_organizer_id', userId)
        .orWhere('manager_for_organizer_id', userId)
        .orWhere('created_by_agent_id', userId)
        .orWhere('manager_for_agent_id', userId)
    )
    .whereNot('id', userId)
    .count('* as n')
  return { events: count(events), orders: count(orders), venues: count(venues), teamMembers: count(team) }
}

export async function userDetail(id: number | null): Promise<UserDetail> {
  const user = await findUser(id)
  const employerId = currentEmployerId(user)
  const people = await User.query().whereIn(
    'id',
    [employerId, user.deactivatedBy, user.createdByAdminId].filter((id) => id !== null)
  )
  const person = (personId: number | null) => people.find((candidate) => candidate.id === personId) ?? null
  const [employer, deactivatedBy, createdByAdmin] = [person(employerId), person(user.deactivatedBy), person(user.createdByAdminId)]
  const sessions = await db
    .from('auth_sessions')
    .where('user_id', user.id)
    .whereNull('revoked_at')
    .where('expires_at', '>', new Date())
    .count('* as n')
  return {
    user,
    lastSignInAt: await lastSignInAt(user.id),
    employer: employer ? { id: employer.id, name: employer.displayName, role: normalizeRole(employer.role)! } : null,
    deactivatedByName: nameOf(deactivatedBy),
    createdByAdminName: nameOf(createdByAdmin),
    activeSessions: count(sessions),
    counts: await holdings(user.id),
  }
}

/* ---------- changes ---------- */

/** The fields an audit trace compares (never a hash or token). */
function auditFields(user: User): Record<string, unknown> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    organizationName: user.organizationName,
    role: normalizeRole(user.role),
    isSubAdmin: user.isSubAdmin,
    managerForOrganizerId: user.managerForOrganizerId,
    createdByOrganizerId: user.createdByOrganizerId,
    managerForAgentId: user.managerForAgentId,
    createdByAgentId: user.createdByAgentId,
    loketPermissions: user.loketPermissions,
    isVerified: user.isVerified,
    deactivatedAt: user.deactivatedAt?.toISO() ?? null,
  }
}

/** The account's audit trace (entity 'user') in the change's own transaction: the fields before and after. */
function traceChange(
  trx: TransactionClientContract,
  actor: User,
  user: User,
  action: AuditAction,
  before: Record<string, unknown> | null,
  reason: string | null = null
) {
  return recordChange(trx, { actorId: actor.id, entityType: 'user', entityId: user.id, action, before, after: auditFields(user), reason })
}

function stateOf(user: User): AccountState {
  return { id: user.id, role: user.role, isSubAdmin: user.isSubAdmin, deactivatedAt: user.deactivatedAt }
}

/** Changes that may take away an admin run one at a time (the count of admins left is then exact). */
async function serializeAdminChanges(trx: TransactionClientContract) {
  await trx.rawQuery("SELECT pg_advisory_xact_lock(hashtext('suritickets.admin_accounts'))")
}

/**
 * A person deactivating their own account (account deletion of staff, api/services/privacy/account_deletion_service.ts)
 * under the same rule as an admin deactivating it: never the last active full admin. Call inside the transaction.
 */
export async function refuseDeactivatingLastFullAdmin(user: User, trx: TransactionClientContract) {
  await serializeAdminChanges(trx)
  const before = stateOf(user)
  await keepOneFullAdmin(before, { ...before, deactivatedAt: new Date() }, trx)
}

async function lockedUser(id: number | null, trx: TransactionClientContract): Promise<User> {
  const user = id === null ? null : await User.query({ client: trx }).where('id', id).forUpdate().first()
  if (!user) throw new DomainError('USER_NOT_FOUND')
  user.useTransaction(trx)
  return user
}

function refuseByRule(actor: User, target: User | null, kind: AccountChangeKind, newRole?: string | null) {
  const refusal = accountChangeRefusal(actor, target, { kind, newRole })
  if (refusal) throw new DomainError(ACCOUNT_REFUSAL_ERROR[refusal])
}

/** 409 when the change would leave no active full admin (call under serializeAdminChanges). */
async function keepOneFullAdmin(before: AccountState, after: AccountState, trx: TransactionClientContract) {
  if (!removesFullAdmin(before, after)) return
  const others = await trx
    .from('users')
    .where('role', 'admin')
    .where('is_sub_admin', false)
    .whereNull('deactivated_at')
    .whereNot('id', before.id)
    .count('* as n')
  if (count(others) === 0) throw new DomainError('LAST_FULL_ADMIN')
}

/** Turns a unique-index refusal (two requests at once) into the same 422 as the check before it. */
async function unlessTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    const constraint = String((error as { constraint?: string }).constraint ?? '')
    throw constraint.includes('phone') ? fieldError('phone', 'ACCOUNT_PHONE_TAKEN') : fieldError('email', 'ACCOUNT_EMAIL_TAKEN')
  }
}

export interface AdminUserChanges {
  firstName?: string
  lastName?: string
  phone?: string | null
  organizationName?: string | null
  role?: AssignableRole
  isSubAdmin?: boolean
  /** The organizer or agent a staff role works for (domain/user_admin_rules.ts employerKindOf). */
  employerId?: number | null
}

const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'organizationName'] as const
const ROLE_FIELDS = [
  'role',
  'isSubAdmin',
  'managerForOrganizerId',
  'createdByOrganizerId',
  'managerForAgentId',
  'createdByAgentId',
] as const

/** The employer a staff role names: an active organizer or agent, never the person themself. */
async function checkedEmployer(kind: EmployerKind, id: number | null, userId: number, trx: TransactionClientContract) {
  if (id === null) throw fieldError('employerId', EMPLOYER_REQUIRED_TEXT[kind])
  const employer = await User.query({ client: trx }).where('id', id).where('role', kind).whereNull('deactivated_at').first()
  if (!employer || employer.id === userId) throw fieldError('employerId', EMPLOYER_UNKNOWN_TEXT[kind])
  return employer.id
}

/** The roles whose records hang on the person: leaving such a role while holding them would orphan them. */
async function refuseOrphaning(user: User, newRole: string, trx: TransactionClientContract) {
  const oldRole = normalizeRole(user.role)!
  const venueRoles = ['venue_operator', 'venue_owner']
  if (oldRole === newRole || (venueRoles.includes(oldRole) && venueRoles.includes(newRole))) return
  const held = await holdings(user.id, trx)
  const inUse =
    (oldRole === 'organizer' && held.events + held.teamMembers > 0 && 'organizer') ||
    (venueRoles.includes(oldRole) && held.venues > 0 && 'venue_operator') ||
    (oldRole === 'agent' && held.teamMembers > 0 && 'agent')
  if (inUse) throw new DomainError(ROLE_IN_USE_ERROR[inUse])
}

/** The role, sub-admin flag, employer fields and loket permissions after the change. */
async function roleAfter(user: User, changes: AdminUserChanges, trx: TransactionClientContract) {
  const oldRole = normalizeRole(user.role)!
  const role = changes.role ?? oldRole
  const isSubAdmin = role === 'admin' ? (changes.isSubAdmin ?? (oldRole === 'admin' && user.isSubAdmin)) : false
  const kind = employerKindOf(role)
  const keptEmployer = kind === employerKindOf(oldRole) ? currentEmployerId(user) : null
  const employerId = kind ? await checkedEmployer(kind, changes.employerId ?? keptEmployer, user.id, trx) : null
  const sameEmployer = employerId === currentEmployerId(user) && role === oldRole
  // A new loket medewerker (or one moved to another organizer) starts with SPEC's default: all of the organizer's events.
  const loketPermissions = role === 'loket_medewerker' ? storedLoketPermissions(role, sameEmployer ? user.loketPermissions : null) : null
  return { role, isSubAdmin, loketPermissions, ...employerFieldsFor(role, employerId) }
}

/** PUT /api/admin/users/{id}: name and contact corrections, and the role with what it needs. */
export async function updateUser(actor: User, id: number | null, changes: AdminUserChanges): Promise<User> {
  let newRole: { from: unknown; to: unknown } | null = null
  const saved = await unlessTaken(() =>
    db.transaction(async (trx) => {
      await serializeAdminChanges(trx)
      const user = await lockedUser(id, trx)
      // Who may touch this account at all comes first: a refused change reads and writes nothing more.
      refuseByRule(actor, user, 'edit', changes.role)
      const before = auditFields(user)
      const beforeState = stateOf(user)
      const role = await roleAfter(user, changes, trx)
      const roleChanged = ROLE_FIELDS.some((field) => before[field] !== role[field])
      if (roleChanged) {
        refuseByRule(actor, user, 'role', role.role)
        await refuseOrphaning(user, role.role, trx)
        await keepOneFullAdmin(beforeState, { ...beforeState, role: role.role, isSubAdmin: role.isSubAdmin }, trx)
      }
      if (changes.phone) {
        const holder = await findByPhone(changes.phone, trx)
        if (holder && holder.id !== user.id) throw fieldError('phone', 'ACCOUNT_PHONE_TAKEN')
      }
      // An organizer's name is the title of their public page: it may change, never go empty.
      if (
        role.role === 'organizer' &&
        (changes.organizationName === null || (changes.organizationName === undefined && !user.organizationName))
      ) {
        throw fieldError('organizationName', 'ORGANIZATION_NAME_REQUIRED')
      }
      const contact = CONTACT_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [field, changes[field]])
      user.merge({ ...Object.fromEntries(contact), ...role })
      await user.save()
      await traceChange(trx, actor, user, roleChanged ? 'role' : 'update', before)
      // A new role takes effect at once: the person signs in again and gets the pages of the new one.
      if (roleChanged) await revokeAllSessions(user.id, 'role_changed', { trx })
      if (roleChanged) newRole = { from: roleLabel(before), to: roleLabel(auditFields(user)) }
      return user
    })
  )
  if (newRole) await recordAdminActivity(saved, 'role_changed', actor, newRole)
  return saved
}

/** 'admin', 'sub_admin' or the role itself: what the person's activity line names. */
function roleLabel(fields: Record<string, unknown>): unknown {
  return fields.role === 'admin' && fields.isSubAdmin ? 'sub_admin' : fields.role
}

/** The line in the person's own activity (after commit): what an admin did to their account, and which admin (the reason stays in the audit trail). */
function recordAdminActivity(
  user: User,
  action: 'role_changed' | 'deactivated_by_admin' | 'reactivated_by_admin',
  actor: User,
  extra = {}
) {
  return recordActivity({ userId: user.id, action, metadata: { byUserId: actor.id, ...extra } })
}

/** POST /api/admin/users/{id}/deactivate: no more sign-ins, every session ended at once. Idempotent. */
export async function deactivateUser(actor: User, id: number | null, reason: string | null): Promise<User> {
  let changed = false
  const saved = await db.transaction(async (trx) => {
    await serializeAdminChanges(trx)
    const user = await lockedUser(id, trx)
    refuseByRule(actor, user, 'deactivate')
    if (user.deactivatedAt) return user
    const before = auditFields(user)
    const beforeState = stateOf(user)
    await keepOneFullAdmin(beforeState, { ...beforeState, deactivatedAt: new Date() }, trx)
    await deactivateAccount(user, actor.id, trx)
    await traceChange(trx, actor, user, 'deactivate', before, reason)
    changed = true
    return user
  })
  if (changed) await recordAdminActivity(saved, 'deactivated_by_admin', actor)
  return saved
}

/** POST /api/admin/users/{id}/reactivate: signs in again with their own password. Idempotent. */
export async function reactivateUser(actor: User, id: number | null): Promise<User> {
  let changed = false
  const saved = await db.transaction(async (trx) => {
    const user = await lockedUser(id, trx)
    refuseByRule(actor, user, 'reactivate')
    // Its owner deleted it: its personal fields are gone and its password unusable (docs/privacy.md).
    if (user.erasedAt) throw new DomainError('ACCOUNT_ERASED_NO_REACTIVATION')
    if (!user.deactivatedAt) return user
    const before = auditFields(user)
    await reactivateAccount(user, trx)
    await traceChange(trx, actor, user, 'activate', before)
    changed = true
    return user
  })
  if (changed) await recordAdminActivity(saved, 'reactivated_by_admin', actor)
  return saved
}

/**
 * POST /api/admin/users/{id}/verify: the organizer's 'Geverifieerde Organisator' badge on or off. The public organizer
 * page reads the account fresh, and saving a User empties the catalogue caches (catalogue_cache.ts), so it shows at once.
 */
export async function setOrganizerVerified(actor: User, id: number | null, isVerified: boolean): Promise<User> {
  return db.transaction(async (trx) => {
    const user = await lockedUser(id, trx)
    refuseByRule(actor, user, 'verify')
    if (normalizeRole(user.role) !== 'organizer') throw fieldError('isVerified', 'VERIFY_ORGANIZERS_ONLY')
    const before = auditFields(user)
    user.isVerified = isVerified
    await user.save()
    await traceChange(trx, actor, user, 'verify', before)
    return user
  })
}

export interface NewAdmin {
  email: string
  firstName: string
  lastName: string
  isSubAdmin: boolean
}

/**
 * POST /api/admin/users: a new admin or sub-admin (full admins only: the access table's users.create). Nobody knows
 * the first password; the invitation e-mail's reset link sets it, as for an organizer's team.
 */
export async function inviteAdmin(actor: User, input: NewAdmin, lang: Language): Promise<User> {
  refuseByRule(actor, null, 'role', 'admin')
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  return unlessTaken(() =>
    db.transaction(async (trx) => {
      if (await findByEmail(input.email, trx)) throw fieldError('email', 'ACCOUNT_EMAIL_TAKEN')
      const admin = await User.create(
        {
          email: input.email,
          password: unusable,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'admin',
          isSubAdmin: input.isSubAdmin,
          createdByAdminId: actor.id,
          registrationMethod: 'email',
          isVerified: true,
          isEmailVerified: false,
        },
        { client: trx }
      )
      await issueAdminInvitation(admin, actor.displayName, trx, lang)
      await traceChange(trx, actor, admin, 'create', null)
      return admin
    })
  )
}
