import type { HttpContext } from '@adonisjs/core/http'
import { authorizeCheckIns } from '#policies/check_ins_policy'
import { undoCheckIn, validateTicket } from '#services/check_ins/check_in_service'
import { offlineList, syncScans } from '#services/check_ins/offline_service'
import { checkInCounts, searchAttendees } from '#services/check_ins/check_in_reports'
import { withPrintedAnswers } from '#services/questions/answer_service'
import { attendeeSearchValidator, syncValidator, undoValidator, validateTicketValidator } from '#validators/check_ins/check_in_validator'

/** Checking tickets in at the door (shapes: domain/check_in.ts; who: domain/resource_access.ts 'check-ins'). */
export default class CheckInsController {
  /** POST /api/tickets/validate {eventId, qrCode, nonce, gate?} → ValidateAnswer */
  async validate({ viewer, request, response }: HttpContext) {
    const input = await request.validateUsing(validateTicketValidator)
    const event = await authorizeCheckIns(viewer, input.eventId, 'create')
    response.header('Cache-Control', 'no-store')
    return withPrintedAnswers(await validateTicket(event, input, viewer!))
  }

  /** GET /api/events/:id/check-ins/offline-list → OfflineList (hashed codes, a fresh salt per download) */
  async offlineList({ viewer, params, response }: HttpContext) {
    const event = await authorizeCheckIns(viewer, params.id, 'create')
    response.header('Cache-Control', 'no-store')
    return offlineList(event)
  }

  /** POST /api/events/:id/check-ins/sync SyncRequest → SyncAnswer */
  async sync({ viewer, params, request }: HttpContext) {
    const event = await authorizeCheckIns(viewer, params.id, 'create')
    const input = await request.validateUsing(syncValidator)
    return syncScans(event, input, viewer!)
  }

  /** GET /api/events/:id/check-ins/counts → CheckInCounts */
  async counts({ viewer, params, response }: HttpContext) {
    const event = await authorizeCheckIns(viewer, params.id, 'list')
    response.header('Cache-Control', 'no-store')
    return checkInCounts(event.id)
  }

  /** GET /api/events/:id/check-ins/search?q= → { data: AttendeeMatch[] } */
  async search({ viewer, params, request, response }: HttpContext) {
    const event = await authorizeCheckIns(viewer, params.id, 'list')
    const { q } = await attendeeSearchValidator.validate(request.qs())
    response.header('Cache-Control', 'no-store')
    return { data: await searchAttendees(event.id, q) }
  }

  /** POST /api/events/:id/check-ins/:ticketId/undo {reason}: organizer, manager, admin. */
  async undo({ viewer, params, request }: HttpContext) {
    const event = await authorizeCheckIns(viewer, params.id, 'delete')
    const { reason } = await request.validateUsing(undoValidator)
    await undoCheckIn(event, params.ticketId, reason, viewer!)
    return { success: true }
  }
}
