import type { HttpContext } from '@adonisjs/core/http'
import { listSessions, signOutEverywhere, signOutOneSession } from '#services/accounts/signed_in_sessions'
import { clientInfo } from '#http/client_info'
import { text } from '#exceptions/messages'

/** The signed-in sessions of /account-settings. */
export default class SessionsController {
  /** GET /api/auth/sessions */
  async index({ viewer, viewerSession, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await listSessions(viewer!.id, viewerSession!.id) }
  }

  /** DELETE /api/auth/sessions/:id */
  async destroy({ viewer, viewerSession, params, request }: HttpContext) {
    await signOutOneSession(viewer!.id, String(params.id), viewerSession!.id, clientInfo(request))
    return { success: true, message: text('SESSION_SIGNED_OUT') }
  }

  /** POST /api/auth/sessions/sign-out-everywhere: every other session ends; this one stays. */
  async signOutEverywhere({ viewer, viewerSession, request }: HttpContext) {
    await signOutEverywhere(viewer!.id, viewerSession!.id, clientInfo(request))
    return { success: true, message: text('SIGNED_OUT_EVERYWHERE') }
  }
}
