import type OrganizerEmbedDomain from '#models/organizer_embed_domain'

/** A registered website as the back office lists it. */
export function embedDomainRecord(domain: OrganizerEmbedDomain) {
  return { id: domain.id, organizerId: domain.organizerId, origin: domain.origin, createdAt: domain.createdAt?.toISO() ?? null }
}
