import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#exceptions/domain_error'
import type { ChangeActor } from '#services/reference_data/reference_data_service'

/** The signed-in admin making a change, for its audit trace (the route gate has set the viewer). */
export function changeActor({ viewer, request }: HttpContext): ChangeActor {
  if (!viewer) throw new DomainError('UNAUTHENTICATED')
  return { id: viewer.id, ipAddress: request.ip() }
}
