import type { HttpContext } from '@adonisjs/core/http'
import { text } from '#exceptions/messages'
import { DomainError } from '#exceptions/domain_error'
import { clientInfo } from '#http/client_info'
import { requestLanguage } from '#http/request_language'
import dataExports, { downloadDataExport, latestDataExport } from '#services/privacy/data_export_service'
import { deleteAccount, deletionCheck } from '#services/privacy/account_deletion_service'
import { accountDeletionValidator } from '#validators/privacy/account_deletion_validator'

/** A link token: 256 bits in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** A person's own data (GDPR): the download of everything the account holds, and deleting the account. */
export default class OwnDataController {
  /** POST /api/users/me/data-export: 202, the ZIP follows by e-mail. */
  async requestExport({ viewer, request, response }: HttpContext) {
    await dataExports.request(viewer!, requestLanguage(request))
    response.status(202)
    return { success: true, message: text('DATA_EXPORT_REQUESTED'), data: await latestDataExport(viewer!.id) }
  }

  /** GET /api/users/me/data-export: the latest download's state. */
  async exportState({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await latestDataExport(viewer!.id) }
  }

  /** GET /api/users/me/data-export/:token: the ZIP, for its own person only. */
  async download({ viewer, params, request, response }: HttpContext) {
    if (!TOKEN_PATTERN.test(String(params.token))) throw new DomainError('DATA_EXPORT_NOT_FOUND')
    const { zip, fileName } = await downloadDataExport(viewer!, params.token, clientInfo(request))
    response.header('Content-Type', 'application/zip')
    response.header('Content-Disposition', `attachment; filename="${fileName}"`)
    response.header('Cache-Control', 'no-store')
    return response.send(zip)
  }

  /** GET /api/users/me/deletion-check: what deleting the account would do. */
  async deletionCheck({ viewer, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return { success: true, data: await deletionCheck(viewer!) }
  }

  /** DELETE /api/users/me { password }: erased, or deactivated for staff; every session ends. */
  async destroy({ viewer, request }: HttpContext) {
    const { password } = await request.validateUsing(accountDeletionValidator)
    const outcome = await deleteAccount(viewer!, password, clientInfo(request))
    return {
      success: true,
      outcome,
      signedOut: true,
      message: text(outcome === 'erase' ? 'ACCOUNT_ERASED' : 'ACCOUNT_DEACTIVATED_ON_REQUEST'),
    }
  }
}
