import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { csvFileName } from '#domain/csv'
import { authorizeOrganizer } from '#policies/organizer_policy'
import { statementQueryValidator } from '#validators/payouts/payout_validator'
import { organizerStatement } from '#services/payouts/organizer_statement_service'
import { organizerPayouts } from '#services/payouts/payout_service'
import { statementCsv, statementPdf } from '#services/payouts/statement_documents'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { recordActivity } from '#services/accounts/activity_service'
import { clientInfo } from '#http/client_info'

/** What the platform owes an organizer and what it paid (access table 'organizer-payouts'). */
export default class OrganizerStatementsController {
  /** The organizer of the path, once the viewer may read their payouts: 403 for someone else's, 404 for no organizer. */
  private organizerOf({ params, viewer }: HttpContext, action: 'show' | 'list'): number {
    const organizerId = parseEntityId(params.id)
    authorizeOrganizer(viewer, 'organizer-payouts', action, organizerId ?? -1)
    return organizerId ?? -1
  }

  private async statementOf(ctx: HttpContext, download?: 'statement_csv' | 'statement_pdf') {
    const organizerId = this.organizerOf(ctx, 'show')
    const query = await statementQueryValidator.validate(ctx.request.qs())
    ctx.response.header('Cache-Control', 'no-store')
    const statement = await organizerStatement(organizerId, query.from, query.to)
    if (download) {
      await recordActivity({
        userId: ctx.viewer!.id,
        action: 'export_downloaded',
        client: clientInfo(ctx.request),
        entity: { type: 'organizer', id: organizerId },
        metadata: { export: download, from: statement.from, to: statement.to },
      })
    }
    return { statement, lang: query.lang ?? 'nl' }
  }

  /** GET /api/organizers/{id}/statement?from=&to= */
  async show(ctx: HttpContext) {
    const { statement } = await this.statementOf(ctx)
    return { success: true, data: statement }
  }

  /** GET /api/organizers/{id}/statement.csv?from=&to=&lang=nl|en */
  async csv(ctx: HttpContext) {
    const { statement, lang } = await this.statementOf(ctx, 'statement_csv')
    ctx.response.header('Content-Type', 'text/csv; charset=utf-8')
    ctx.response.header('Content-Disposition', `attachment; filename="${fileName(statement, lang, 'csv')}"`)
    return statementCsv(statement, lang)
  }

  /** GET /api/organizers/{id}/statement.pdf?from=&to=&lang=nl|en */
  async pdf(ctx: HttpContext) {
    const { statement, lang } = await this.statementOf(ctx, 'statement_pdf')
    const pdf = await statementPdf(statement, lang, (await getPlatformSettings()).websiteName)
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header('Content-Disposition', `attachment; filename="${fileName(statement, lang, 'pdf')}"`)
    return pdf
  }

  /** GET /api/organizers/{id}/payouts: every payout, newest first, and the balance now. */
  async payouts(ctx: HttpContext) {
    const organizerId = this.organizerOf(ctx, 'list')
    ctx.response.header('Cache-Control', 'no-store')
    const { payouts, balance } = await organizerPayouts(organizerId)
    return {
      success: true,
      data: payouts,
      balance: { ...balance, lastPaidAt: balance.lastPaidAt?.toISOString() ?? null },
    }
  }
}

function fileName(statement: { organizerName: string; from: string | null; to: string | null }, lang: 'nl' | 'en', ext: 'csv' | 'pdf') {
  const base = csvFileName(lang === 'nl' ? 'afrekening' : 'statement', statement.organizerName, statement.from ?? '', statement.to ?? '')
  return base.replace(/\.csv$/, `.${ext}`)
}
