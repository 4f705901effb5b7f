import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import {
  addEmbedDomain,
  listEmbedDomains,
  embedDomainsOrganizer,
  publicEmbedSettings,
  removeEmbedDomain,
} from '#services/embed/embed_domain_service'
import { embedDomainRecord } from '#transformers/embed_domain_transformer'
import { embedDomainValidator } from '#validators/embed/embed_domain_validator'

/** /api/organizers/{id}/embed-domains: the websites that may embed the organizer's ticket button; /api/events/{id}/embed. */
export default class EmbedDomainsController {
  async index({ params, viewer }: HttpContext) {
    const domains = await listEmbedDomains(viewer, parseEntityId(params.id))
    return { success: true, data: domains.map(embedDomainRecord) }
  }

  async store({ params, viewer, request, response }: HttpContext) {
    const organizer = await embedDomainsOrganizer(viewer, parseEntityId(params.id), 'create')
    const { origin } = await embedDomainValidator.validate(request.body())
    const domain = await addEmbedDomain(viewer, organizer.id, origin)
    return response.created({ success: true, data: embedDomainRecord(domain) })
  }

  async destroy({ params, viewer }: HttpContext) {
    await removeEmbedDomain(viewer, parseEntityId(params.id), parseEntityId(params.domainId))
    return { success: true }
  }

  async showPublic({ params }: HttpContext) {
    return { success: true, data: await publicEmbedSettings(parseEntityId(params.id)) }
  }
}
