import type { HttpContext } from '@adonisjs/core/http'
import type { ClientInfo } from '#services/accounts/session_service'
import { requestLanguage } from '#http/request_language'

/** Who is asking, as the account services need it: address, user agent and language of the request. */
export function clientInfo(request: HttpContext['request']): ClientInfo {
  return { ip: request.ip(), userAgent: request.header('user-agent') ?? null, language: requestLanguage(request) }
}
