/*
 * Agent partnerships: an agent asks an organizer to sell their tickets; the organizer approves
 * (with permissions and commission), rejects, later terminates or changes the terms. Every change writes the
 * agent's notification in the same transaction; a new request e-mails the organizer through the outbox.
 * The moves themselves are domain/agent_partnerships.ts; who may act on which record: the access table.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AgentPartnership from '#models/agent_partnership'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { authorize } from '#policies/resource_policy'
import { partnershipOwner } from '#policies/agent_partnerships_policy'
import { fieldError, isUniqueViolation } from '#services/accounts/auth_service'
import { refuseForeignEventsAndTypes } from '#services/team/team_service'
import { notifyAgent } from '#services/agents/agent_notification_service'
import { queuePartnershipRequestMail } from '#services/agents/partnership_request_mail'
import { employerAgentId } from '#domain/resource_access'
import { districtName } from '#domain/districts'
import {
  NEXT_EVENTS_SHOWN,
  NOTIFICATION_TYPE_OF,
  commissionValue,
  nextPartnershipStatus,
  storedPartnershipPermissions,
  type PartnershipAction,
  type PartnershipOrganizerChoice,
  type PartnershipPermissions,
  type PartnershipStatus,
} from '#domain/agent_partnerships'
import { recordChange } from '#services/audit/audit_service'

export interface PartnershipRequest {
  organizerId: number
  requestMessage?: string | null
}

export interface PartnershipResponse {
  action: PartnershipAction
  message?: string | null
  permissions?: Partial<PartnershipPermissions> | null
  commissionPercentage?: number | string | null
}

async function findOrganizer(id: number, trx: TransactionClientContract): Promise<User> {
  const organizer = await User.query({ client: trx }).where('id', id).where('role', 'organizer').whereNull('deactivated_at').first()
  if (!organizer) throw fieldError('organizerId', 'PARTNERSHIP_ORGANIZER_NOT_FOUND')
  return organizer
}

/** The agent's request: pending, one open partnership per agent and organizer (409 otherwise, also in a race). */
export async function requestPartnership(viewer: User, input: PartnershipRequest): Promise<AgentPartnership> {
  const agentId = employerAgentId(viewer)
  if (agentId === null) throw new DomainError('FORBIDDEN')
  try {
    return await db.transaction(async (trx) => {
      const organizer = await findOrganizer(input.organizerId, trx)
      const open = await AgentPartnership.query({ client: trx })
        .where({ agentId, organizerId: organizer.id })
        .whereIn('status', ['pending', 'approved'])
        .first()
      if (open) throw new DomainError('PARTNERSHIP_ALREADY_OPEN')
      const partnership = await AgentPartnership.create(
        {
          agentId,
          organizerId: organizer.id,
          status: 'pending',
          requestMessage: input.requestMessage?.trim() || null,
          requestedBy: viewer.id,
        },
        { client: trx }
      )
      await recordChange(trx, {
        actorId: viewer.id,
        entityType: 'agent_partnership',
        entityId: partnership.id,
        action: 'create',
        after: partnershipAuditFields(partnership),
      })
      const agent = agentId === viewer.id ? viewer : await User.findOrFail(agentId, { client: trx })
      await queuePartnershipRequestMail(organizer, agent, partnership, trx)
      return partnership
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('PARTNERSHIP_ALREADY_OPEN')
    throw error
  }
}

export type PartnershipWithNames = AgentPartnership & { agent: User; organizer: User }

/** Partnerships with both sides loaded (for their names), newest request first. */
function withNames(filter: (query: ReturnType<typeof AgentPartnership.query>) => void) {
  return AgentPartnership.query()
    .where(filter)
    .preload('agent')
    .preload('organizer')
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc') as unknown as Promise<PartnershipWithNames[]>
}

/** The agent's partnerships, newest request first (GET /api/agent-partnerships/{agentId}). */
export async function partnershipsOfAgent(agentId: number): Promise<PartnershipWithNames[]> {
  return withNames((query) => query.where('agent_id', agentId))
}

/** The organizer's requests and partnerships, optionally of one status. */
export async function partnershipsOfOrganizer(organizerId: number, status?: PartnershipStatus): Promise<PartnershipWithNames[]> {
  return withNames((query) => {
    query.where('organizer_id', organizerId)
    if (status) query.where('status', status)
  })
}

/** 422 unless the commission is 0-100 with at most two decimals; undefined = unchanged. */
function commissionOf(raw: PartnershipResponse['commissionPercentage']): string | undefined {
  if (raw === undefined || raw === null) return undefined
  const value = commissionValue(raw)
  if (value === null) throw fieldError('commissionPercentage', 'PARTNERSHIP_COMMISSION_INVALID')
  return value
}

/**
 * The organizer's answer or change, under a row lock so two answers at once cannot both apply. 403 for another
 * organizer's partnership (checked before the state, so nothing about it leaks), 409 for a move the state forbids.
 */
export async function respondToPartnership(viewer: User, id: number | null, input: PartnershipResponse): Promise<PartnershipWithNames> {
  const saved = await db.transaction(async (trx) => {
    const partnership = id === null ? null : await AgentPartnership.query({ client: trx }).where('id', id).forUpdate().first()
    if (!partnership) throw new DomainError('PARTNERSHIP_NOT_FOUND')
    authorize(viewer, 'agent-partnerships', 'edit', partnershipOwner(partnership))
    const before = partnershipAuditFields(partnership)
    const next = nextPartnershipStatus(partnership.status, input.action)
    if (next === null) throw new DomainError('PARTNERSHIP_TRANSITION')
    const commission = commissionOf(input.commissionPercentage)
    const changesTerms = input.action === 'approve' || input.action === 'update'
    if (input.action === 'update' && !input.permissions && commission === undefined) {
      throw fieldError('permissions', 'PARTNERSHIP_NOTHING_TO_UPDATE')
    }
    if (changesTerms && input.permissions) {
      const permissions = storedPartnershipPermissions(input.permissions)
      await refuseForeignEventsAndTypes(
        partnership.organizerId,
        { eventIds: permissions.allowedEventIds, typeIds: permissions.allowedTicketTypeIds },
        { events: 'permissions.allowedEventIds', types: 'permissions.allowedTicketTypeIds' },
        trx
      )
      partnership.permissions = permissions
    }
    if (changesTerms && commission !== undefined) partnership.commissionPercentage = commission
    const now = DateTime.now()
    const message = input.message?.trim() || null
    if (input.action === 'approve' || input.action === 'reject') partnership.merge({ respondedAt: now, respondedBy: viewer.id })
    if (input.action === 'terminate') partnership.merge({ terminatedAt: now, terminatedBy: viewer.id })
    partnership.merge({ status: next, ...(message !== null && { responseMessage: message }) })
    partnership.useTransaction(trx)
    await partnership.save()
    await recordChange(trx, {
      actorId: viewer.id,
      entityType: 'agent_partnership',
      entityId: partnership.id,
      action: input.action,
      before,
      after: partnershipAuditFields(partnership),
      reason: message,
    })
    const organizer = await User.findOrFail(partnership.organizerId, { client: trx })
    await notifyAgent(trx, partnership, NOTIFICATION_TYPE_OF[input.action], organizer.displayName, message)
    return partnership
  })
  return partnershipWithNames(saved.id)
}

/** What a partnership's audit line compares: whether the agent may sell, what and for which commission. */
function partnershipAuditFields(partnership: AgentPartnership): Record<string, unknown> {
  return {
    agentId: partnership.agentId,
    organizerId: partnership.organizerId,
    status: partnership.status,
    commissionPercentage: partnership.commissionPercentage ?? null,
    permissions: partnership.permissions ?? null,
  }
}

export async function partnershipWithNames(id: number): Promise<PartnershipWithNames> {
  const [loaded] = await withNames((query) => query.where('id', id))
  return loaded
}

/**
 * The organizers an agent may ask (those with upcoming public events), with what an agent weighs: their next events,
 * town, and whether they work with agents already (a count of partner agents, never their names). Busiest first.
 */
export async function organizerChoicesFor(agentId: number): Promise<PartnershipOrganizerChoice[]> {
  const upcoming = db
    .from('events as e')
    .where('e.is_published', true)
    .whereNull('e.cancelled_at')
    .whereRaw('coalesce(e.end_date, e.start_date) >= now()')
  const [organizers, events] = await Promise.all([
    db
      .from('users as u')
      .whereIn('u.id', upcoming.clone().select('e.organizer_id'))
      .whereNull('u.deactivated_at')
      .select(
        'u.id',
        'u.organization_name',
        'u.first_name',
        'u.last_name',
        'u.city_town',
        'u.business_district',
        'u.district',
        db.raw(`(select count(*)::int from agent_partnerships p where p.organizer_id = u.id and p.status = 'approved') as partner_agents`),
        db.raw(
          `(select p.status from agent_partnerships p where p.organizer_id = u.id and p.agent_id = ? and p.status in ('pending', 'approved')
             order by p.id desc limit 1) as own_status`,
          [agentId]
        )
      ),
    upcoming.clone().orderBy('e.start_date').orderBy('e.id').select('e.id', 'e.organizer_id', 'e.title', 'e.start_date'),
  ])
  const byOrganizer = new Map<number, { id: number; title: string; startDate: string }[]>()
  for (const event of events) {
    const list = byOrganizer.get(event.organizer_id) ?? []
    list.push({ id: event.id, title: event.title, startDate: new Date(event.start_date).toISOString() })
    byOrganizer.set(event.organizer_id, list)
  }
  return organizers
    .map((row): PartnershipOrganizerChoice => {
      const list = byOrganizer.get(row.id) ?? []
      const district = row.business_district ?? row.district
      return {
        id: row.id,
        name: row.organization_name?.trim() || [row.first_name, row.last_name].filter(Boolean).join(' ') || `#${row.id}`,
        city: row.city_town?.trim() || (district ? districtName(district) : null),
        upcomingEventCount: list.length,
        nextEvents: list.slice(0, NEXT_EVENTS_SHOWN),
        partnerAgentCount: Number(row.partner_agents),
        ownStatus: row.own_status ?? null,
      }
    })
    .sort((a, b) => b.upcomingEventCount - a.upcomingEventCount || a.name.localeCompare(b.name, 'nl'))
}
