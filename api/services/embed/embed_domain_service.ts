/*
 * The websites an organizer registers for the embeddable ticket button (docs/embed.md): they may frame the embed
 * page (its frame-ancestors) and receive the buyer back after payment. The public side reads them per event.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import OrganizerEmbedDomain from '#models/organizer_embed_domain'
import { DomainError } from '#exceptions/domain_error'
import { authorizeOrganizer } from '#policies/organizer_policy'
import { fieldError } from '#services/accounts/auth_service'
import { getPublicEvent } from '#services/events/event_catalogue_service'
import app from '@adonisjs/core/services/app'
import { MAX_EMBED_ORIGINS, parseEmbedOrigin } from '#domain/embed_origins'
import type { ResourceAction } from '#domain/resource_access'

/**
 * The organizer named in the path, for a person allowed the action; an unknown id is a 404 for everyone. Checked before
 * the body is read, so another organizer's staff learn nothing from a validation answer.
 */
export async function embedDomainsOrganizer(viewer: User | undefined, id: number | null, action: ResourceAction): Promise<User> {
  const organizer = id === null ? null : await User.query().where('id', id).where('role', 'organizer').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  authorizeOrganizer(viewer, 'embed-domains', action, organizer.id)
  return organizer
}

export async function listEmbedDomains(viewer: User | undefined, organizerId: number | null): Promise<OrganizerEmbedDomain[]> {
  const organizer = await embedDomainsOrganizer(viewer, organizerId, 'list')
  return OrganizerEmbedDomain.query().where('organizer_id', organizer.id).orderBy('origin')
}

/** Registers one website by its origin; the same origin twice, or more than the maximum, is a 422 on `origin`. */
export async function addEmbedDomain(viewer: User | undefined, organizerId: number | null, input: string): Promise<OrganizerEmbedDomain> {
  const organizer = await embedDomainsOrganizer(viewer, organizerId, 'create')
  const origin = parseEmbedOrigin(input, app.inProduction)
  if (!origin) throw fieldError('origin', 'EMBED_ORIGIN_INVALID')
  return db.transaction(async (trx) => {
    // The organizer's row is the lock that keeps two registrations at once within the maximum.
    await trx.from('users').where('id', organizer.id).forUpdate().first()
    const existing = await trx.from('organizer_embed_domains').where('organizer_id', organizer.id).select('origin')
    if (existing.some((row) => row.origin === origin)) throw fieldError('origin', 'EMBED_ORIGIN_TAKEN')
    if (existing.length >= MAX_EMBED_ORIGINS) throw fieldError('origin', { key: 'EMBED_ORIGINS_FULL', params: { max: MAX_EMBED_ORIGINS } })
    return OrganizerEmbedDomain.create({ organizerId: organizer.id, origin }, { client: trx })
  })
}

export async function removeEmbedDomain(viewer: User | undefined, organizerId: number | null, id: number | null): Promise<void> {
  const organizer = await embedDomainsOrganizer(viewer, organizerId, 'delete')
  const deleted = id === null ? 0 : await OrganizerEmbedDomain.query().where('id', id).where('organizer_id', organizer.id).delete()
  if (!(Array.isArray(deleted) ? Number(deleted[0]) : Number(deleted))) throw new DomainError('EMBED_DOMAIN_NOT_FOUND')
}

/** What the embed page of a published event needs: the origins that may frame it and receive the buyer back. */
export async function publicEmbedSettings(eventId: number | null): Promise<{ eventId: number; origins: string[] }> {
  const event = await getPublicEvent(eventId)
  const rows = await OrganizerEmbedDomain.query().where('organizer_id', event.organizerId).orderBy('origin')
  return { eventId: event.id, origins: rows.map((row) => row.origin) }
}
