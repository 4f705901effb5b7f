/*
 * Agent partnerships and their notifications (SPEC §3, §4, §9): the moves a partnership may make,
 * the notification each move writes, the default commission and the age shown in the bell. Pure and shared by
 * the API (api/services/agents/agent_partnership_service.ts) and the back office (partnerships, the bell).
 */
import { chosenIds } from './team_rules.js'

/** As api/enums/statuses.ts stores them (the partnership_status enum). */
export type PartnershipStatus = 'pending' | 'approved' | 'rejected' | 'terminated'

/** What an organizer does with a partnership (PUT /api/agent-partnerships/{id}). */
export const PARTNERSHIP_ACTIONS = ['approve', 'reject', 'terminate', 'update'] as const
export type PartnershipAction = (typeof PARTNERSHIP_ACTIONS)[number]

/** SPEC §9: default commission 10.00 percent. */
export const DEFAULT_COMMISSION_PERCENTAGE = '10.00'

/** SPEC §3 permissions of a partnership. */
export interface PartnershipPermissions {
  canSellAllEvents: boolean
  allowedEventIds: number[]
  allowedTicketTypeIds: number[]
}

export const ALL_EVENTS: PartnershipPermissions = { canSellAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] }

/**
 * pending → approved | rejected; approved → terminated, or approved again with new permissions/commission
 * ('update'). Rejected and terminated are final: the agent asks again with a new request. null: not allowed.
 */
const MOVES: Record<PartnershipStatus, Partial<Record<PartnershipAction, PartnershipStatus>>> = {
  pending: { approve: 'approved', reject: 'rejected' },
  approved: { terminate: 'terminated', update: 'approved' },
  rejected: {},
  terminated: {},
}

export function nextPartnershipStatus(current: PartnershipStatus, action: PartnershipAction): PartnershipStatus | null {
  return MOVES[current][action] ?? null
}

/** An open partnership blocks a second request from the same agent to the same organizer (unique index, 0022). */
export function isOpenPartnership(status: PartnershipStatus): boolean {
  return status === 'pending' || status === 'approved'
}

/** SPEC §9's notification types (others may come later; the bell gives unknown types a default icon). */
export const NOTIFICATION_TYPES = [
  'partnership_approved',
  'partnership_rejected',
  'partnership_terminated',
  'partnership_permissions_updated',
] as const
export type AgentNotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_TYPE_OF: Record<PartnershipAction, AgentNotificationType> = {
  approve: 'partnership_approved',
  reject: 'partnership_rejected',
  terminate: 'partnership_terminated',
  update: 'partnership_permissions_updated',
}

/**
 * How a notification's message is stored (SPEC §3 keeps title and message on the row, in the language the API
 * writes): its type's text with the organizer's name at %{organizer}, then, when the organizer wrote one, their own
 * words at %{note} of the note's text (' Bericht: "%{note}"').
 */
export interface StoredNotificationFormat {
  message: string
  note: string
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What a stored message was made of, so the back office can say it in the reader's language: the organizer's name
 * and the organizer's own words (kept as written). Null without a format (an unknown type) or for a text not made
 * from it (older rows, demo rows written by hand): those are shown as stored.
 */
export function notificationParts(
  format: StoredNotificationFormat | undefined,
  message: string
): { organizer: string; note: string | null } | null {
  if (!format) return null
  const [before, after] = format.message.split('%{organizer}')
  const [noteBefore, noteAfter] = format.note.split('%{note}')
  const noted = new RegExp(`^(.*?)${escaped(noteBefore)}([\\s\\S]*)${escaped(noteAfter)}$`).exec(message)
  const body = noted ? noted[1] : message
  if (!body.startsWith(before) || !body.endsWith(after) || body.length <= before.length + after.length) return null
  return { organizer: body.slice(before.length, body.length - after.length), note: noted ? noted[2] : null }
}

/** What is stored: all events, or the chosen ids sorted and each once. */
export function storedPartnershipPermissions(input: Partial<PartnershipPermissions> | null | undefined): PartnershipPermissions {
  const all = input?.canSellAllEvents ?? true
  return { canSellAllEvents: all, ...chosenIds(all, input?.allowedEventIds, input?.allowedTicketTypeIds) }
}

/** '7.5' / 7.5 → '7.50'; null unless 0 ≤ x ≤ 100 with at most two decimals. */
export function commissionValue(raw: number | string): string | null {
  const text = String(raw).trim()
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null
  const value = Number(text)
  return value <= 100 ? value.toFixed(2) : null
}

/** SPEC §9 notification age: 'Nu' under 1 minute, then minutes, hours, days (whole, rounded down). */
export type NotificationAge = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number }

export function notificationAge(createdAt: Date | string, now: Date = new Date()): NotificationAge {
  const minutes = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000)
  if (!(minutes >= 1)) return { unit: 'now' }
  if (minutes < 60) return { unit: 'minutes', count: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return { unit: 'hours', count: hours }
  return { unit: 'days', count: Math.floor(hours / 24) }
}

/** An organizer an agent may ask for a partnership (GET /api/agent/{id}/organizers). */
export interface PartnershipOrganizerChoice {
  id: number
  name: string
  /** The organizer's town (business district, else their own), null when they gave none. */
  city: string | null
  /** Published, not cancelled, not yet over. */
  upcomingEventCount: number
  /** The soonest few of those. */
  nextEvents: { id: number; title: string; startDate: string }[]
  /** Agents with an approved partnership with this organizer now: whether they work with agents (never who). */
  partnerAgentCount: number
  /** This agent's own open request or partnership with them, else null. */
  ownStatus: 'pending' | 'approved' | null
}

/** How many of an organizer's next events the agent's list shows. */
export const NEXT_EVENTS_SHOWN = 3
