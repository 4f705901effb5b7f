/*
 * Running an export template (docs/administration.md#exports). startExport checks who may run the template and
 * with which filters (the access table's 'exports' scope: an organizer's team only its own organizer and events, an
 * agent only itself), writes the run and makes the file while the request waits, unless the run is large (many
 * rows or a long period, domain/exports.ts): then the 'export-runs' pg-boss job (api/jobs/export_run_job.ts) makes
 * it and the file's link goes out by e-mail in the requester's language. Without a job runner (JOBS_ENABLED=false,
 * japa) a large run is made in this process right after the answer, as account recovery does.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import logger from '@adonisjs/core/services/logger'
import type User from '#models/user'
import ExportRun from '#models/export_run'
import ComplianceExportTemplate from '#models/compliance_export_template'
import Event from '#models/event'
import { DomainError } from '#exceptions/domain_error'
import { text } from '#exceptions/messages'
import { scopeOf } from '#policies/resource_policy'
import { recordActivity, type ActivityRecord } from '#services/accounts/activity_service'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { publicUrl } from '#services/server/public_url'
import { surinameToday } from '#services/agents/agent_settlement_service'
import { CONTENT_TYPES, exportCsv, exportFileName, exportXlsx } from '#services/exports/export_files'
import { estimatedRows, templateRows } from '#services/exports/template_rows'
import { exportMailTexts } from '#services/exports/export_mail_texts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#domain/languages'
import { employerAgentId, employerOrganizerId } from '#domain/resource_access'
import {
  EXPORT_FILTER_NAMES,
  EXPORT_INLINE_MAX_ROWS,
  EXPORT_KEEP_DAYS,
  EXPORT_TEMPLATES,
  exportScopeOf,
  isExportTemplateKey,
  isLongPeriod,
  mayRunTemplate,
  type ExportFilterName,
  type ExportFilters,
  type ExportRunFormat,
  type ExportRunView,
  type ExportTemplateKey,
} from '#domain/exports'

export const EXPORT_MAIL_KIND = 'export_ready'

export interface ExportRequest {
  templateId: number
  format: ExportRunFormat
  filters?: ExportFilters
}

/** Hands a large run to whoever makes it (the pg-boss job in the server). */
export type ExportDispatcher = (runId: number) => Promise<unknown>

const FILTER_WORDS: Record<ExportFilterName, () => string> = {
  from: () => text('EXPORT_FILTER_FROM'),
  to: () => text('EXPORT_FILTER_TO'),
  organizerId: () => text('EXPORT_FILTER_ORGANIZERID'),
  eventId: () => text('EXPORT_FILTER_EVENTID'),
  agentId: () => text('EXPORT_FILTER_AGENTID'),
}

const filterWord = (name: ExportFilterName) => FILTER_WORDS[name]()

/** The template's key, once the person may run it: 404 for no (active) template, 403 for one not theirs. */
async function runnableTemplate(viewer: User, templateId: number): Promise<{ template: ComplianceExportTemplate; key: ExportTemplateKey }> {
  const template = await ComplianceExportTemplate.query().where('id', templateId).where('is_active', true).first()
  if (!template || !isExportTemplateKey(template.name)) throw new DomainError('EXPORT_TEMPLATE_NOT_FOUND')
  if (!mayRunTemplate(viewer, template.name)) throw new DomainError('EXPORT_TEMPLATE_NOT_ALLOWED')
  return { template, key: template.name }
}

/**
 * The filters as the run uses them: only those the template takes (422 otherwise), the required ones present, and
 * the owner's own: an organizer's team gets its organizer filled in and may name no other organizer or another's
 * event (403); an agent gets itself.
 */
async function checkedFilters(viewer: User, key: ExportTemplateKey, asked: ExportFilters): Promise<ExportFilters> {
  const rules = EXPORT_TEMPLATES[key].filters
  for (const name of EXPORT_FILTER_NAMES) {
    const given = asked[name] !== undefined && asked[name] !== null && asked[name] !== ''
    if (given && !rules[name])
      throw new DomainError('EXPORT_FILTER_NOT_TAKEN', { field: `filters.${name}`, params: { filter: filterWord(name) } })
    if (!given && rules[name] === 'required')
      throw new DomainError('EXPORT_FILTER_REQUIRED', { field: `filters.${name}`, params: { filter: filterWord(name) } })
  }
  const filters: ExportFilters = {}
  for (const name of EXPORT_FILTER_NAMES) if (asked[name]) (filters as Record<string, unknown>)[name] = asked[name]

  const scope = exportScopeOf(viewer)
  if (scope === 'organizer') {
    const own = employerOrganizerId(viewer)
    if (own === null || (filters.organizerId !== undefined && filters.organizerId !== own)) throw new DomainError('FORBIDDEN')
    if (rules.organizerId) filters.organizerId = own
  } else if (scope === 'agent') {
    const own = employerAgentId(viewer)
    if (own === null || (filters.agentId !== undefined && filters.agentId !== own)) throw new DomainError('FORBIDDEN')
    filters.agentId = own
  }

  if (filters.eventId !== undefined) {
    const event = await Event.find(filters.eventId)
    if (!event) throw new DomainError('EXPORT_FILTER_UNKNOWN', { field: 'filters.eventId', params: { filter: filterWord('eventId') } })
    if (scope !== 'all' && event.organizerId !== employerOrganizerId(viewer)) throw new DomainError('FORBIDDEN')
  }
  for (const [name, role] of [
    ['organizerId', 'organizer'],
    ['agentId', 'agent'],
  ] as const) {
    const id = filters[name]
    if (id === undefined) continue
    const person = await db.from('users').where('id', id).where('role', role).first()
    if (!person) throw new DomainError('EXPORT_FILTER_UNKNOWN', { field: `filters.${name}`, params: { filter: filterWord(name) } })
  }
  return filters
}

/** Whether the run is made in the background: many rows, or a long (or open) period. */
async function isLarge(key: ExportTemplateKey, filters: ExportFilters): Promise<boolean> {
  const takesPeriod = EXPORT_TEMPLATES[key].filters.from !== undefined
  if (takesPeriod && isLongPeriod(filters, surinameToday())) return true
  return (await estimatedRows(key, filters)) > EXPORT_INLINE_MAX_ROWS
}

class ExportRuns {
  #dispatcher: ExportDispatcher | null = null

  /** start/jobs.ts sets the pg-boss dispatcher; tests may set one that keeps the runs for later. */
  useDispatcher(dispatcher: ExportDispatcher | null) {
    this.#dispatcher = dispatcher
  }

  /** POST /api/exports: the run, ready when small; pending (made in the background, link by e-mail) when large. */
  async start(viewer: User, request: ExportRequest, language: Language): Promise<ExportRun> {
    const { template, key } = await runnableTemplate(viewer, request.templateId)
    const filters = await checkedFilters(viewer, key, request.filters ?? {})
    const background = await isLarge(key, filters)
    const run = await ExportRun.create({
      templateId: template.id,
      requestedBy: viewer.id,
      filters,
      format: request.format,
      status: 'pending',
      language,
      inBackground: background,
    })
    if (!background) {
      await this.handle(run.id)
      await run.refresh()
      return run
    }
    await this.#dispatch(run.id)
    return run
  }

  async #dispatch(runId: number): Promise<void> {
    if (this.#dispatcher) {
      try {
        await this.#dispatcher(runId)
        return
      } catch (error) {
        logger.warn({ err: error, runId }, 'export: job not queued; made in this process')
      }
    }
    setImmediate(() => {
      this.handle(runId).catch((error) => logger.error({ err: error, runId }, 'export failed'))
    })
  }

  /**
   * Makes the run's file (the job, or the request for a small run): reads the rows, writes the file and marks the
   * run ready, with the e-mail for a background run in the same transaction. A run already made is left alone, so
   * a retried job does nothing twice; a failure marks the run failed with a short reason.
   */
  async handle(runId: number): Promise<void> {
    const claimed = await db
      .from('export_runs')
      .where('id', runId)
      .whereIn('status', ['pending', 'running'])
      .update({ status: 'running', started_at: new Date(), updated_at: new Date() })
    if (Number(claimed) === 0) return
    const run = await ExportRun.query().where('id', runId).preload('template').firstOrFail()
    const key = run.template.name as ExportTemplateKey
    try {
      const columns = EXPORT_TEMPLATES[key].columns
      const rows = await templateRows(key, run.filters)
      const content = run.format === 'xlsx' ? await exportXlsx(key, columns, rows) : exportCsv(columns, rows)
      const f = run.filters
      const name = exportFileName(key, [f.eventId ? `event-${f.eventId}` : '', f.from ?? '', f.to ?? ''], run.format)
      await db.transaction(async (trx) => {
        run.useTransaction(trx)
        run.merge({
          status: 'ready',
          rowCount: rows.length,
          fileName: name,
          fileContent: content,
          fileBytes: content.length,
          completedAt: DateTime.now(),
          expiresAt: DateTime.now().plus({ days: EXPORT_KEEP_DAYS }),
          error: null,
        })
        await run.save()
        if (run.inBackground) await this.#queueReadyMail(run, key, trx)
      })
    } catch (error) {
      logger.error({ err: error, runId }, 'export run failed')
      await db
        .from('export_runs')
        .where('id', runId)
        .update({
          status: 'failed',
          error: error instanceof DomainError ? error.message : text('EXPORT_FAILED_TEXT'),
          completed_at: new Date(),
          updated_at: new Date(),
        })
    }
  }

  async #queueReadyMail(run: ExportRun, key: ExportTemplateKey, trx: TransactionClientContract) {
    const person = await trx.from('users').where('id', run.requestedBy).select('email', 'first_name').first()
    if (!person?.email) return
    const lang: Language = isLanguage(run.language) ? run.language : DEFAULT_LANGUAGE
    const texts = exportMailTexts(lang)
    const title = texts.subject(texts.templates[key])
    const content = renderEmail({
      lang,
      title,
      intro: texts.hello(person.first_name ?? ''),
      paragraphs: [texts.ready(texts.templates[key], run.rowCount ?? 0), texts.expires(EXPORT_KEEP_DAYS)],
      action: { label: texts.action, url: exportsPageUrl(run.id) },
    })
    await outbox.queueEmail({ to: person.email, subject: title, ...content }, { kind: EXPORT_MAIL_KIND, trx })
  }

  /** GET /api/exports: the person's runs, newest first; admins see everyone's (the 'export-runs' scope 'all'). */
  async list(viewer: User): Promise<ExportRunView[]> {
    const all = scopeOf(viewer, 'export-runs', 'list').all
    const query = ExportRun.query().select(LIST_COLUMNS).preload('template').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100)
    if (!all) query.where('requested_by', viewer.id)
    const runs = await query
    const names = await requesterNames(runs.map((run) => run.requestedBy))
    return runs.map((run) => runView(run, names.get(run.requestedBy) ?? ''))
  }

  /** One run as the list shows it (the answer to POST /api/exports). */
  async view(runId: number): Promise<ExportRunView> {
    const run = await ExportRun.query().select(LIST_COLUMNS).where('id', runId).preload('template').firstOrFail()
    const names = await requesterNames([run.requestedBy])
    return runView(run, names.get(run.requestedBy) ?? '')
  }

  /** The file of a ready run, for its requester or an admin; another's run is not found. Writes the activity line. */
  async download(viewer: User, runId: number, client: ActivityRecord['client']): Promise<{ name: string; type: string; content: Buffer }> {
    const all = scopeOf(viewer, 'export-runs', 'show').all
    const run = await ExportRun.query().where('id', runId).preload('template').first()
    if (!run || (!all && run.requestedBy !== viewer.id)) throw new DomainError('EXPORT_RUN_NOT_FOUND')
    if (run.status === 'failed') throw new DomainError('EXPORT_RUN_FAILED')
    if (run.status !== 'ready') throw new DomainError('EXPORT_NOT_READY')
    if (!run.expiresAt || run.expiresAt <= DateTime.now() || !run.fileContent) throw new DomainError('EXPORT_EXPIRED')
    await recordActivity({
      userId: viewer.id,
      action: 'export_downloaded',
      client,
      entity: { type: 'export_run', id: run.id },
      metadata: { export: run.template.name, format: run.format, filters: run.filters },
    })
    return { name: run.fileName ?? `export.${run.format}`, type: CONTENT_TYPES[run.format], content: run.fileContent }
  }

  /** GET /api/export-templates: the templates the person may run, with their columns and filters. */
  async templatesFor(viewer: User): Promise<ExportTemplateView[]> {
    const templates = await ComplianceExportTemplate.query().where('is_active', true).orderBy('id')
    return templates
      .filter((template) => isExportTemplateKey(template.name) && mayRunTemplate(viewer, template.name))
      .map((template) => {
        const definition = EXPORT_TEMPLATES[template.name as ExportTemplateKey]
        return {
          id: template.id,
          key: definition.key,
          description: template.description,
          fields: definition.columns.map((column) => ({ key: column.key, label: column.label, type: column.type })),
          filters: definition.filters,
        }
      })
  }
}

/** The back office's exports page, where the mail's link lands (the download needs the session). */
export function exportsPageUrl(runId: number): string {
  return `${publicUrl('/admin/')}#/exports?run=${runId}`
}

/** Every column but the file itself. */
const LIST_COLUMNS = [
  'id',
  'template_id',
  'requested_by',
  'filters',
  'format',
  'status',
  'language',
  'in_background',
  'row_count',
  'file_name',
  'file_bytes',
  'expires_at',
  'error',
  'created_at',
  'started_at',
  'completed_at',
  'updated_at',
]

export interface ExportTemplateView {
  id: number
  key: ExportTemplateKey
  description: string | null
  fields: { key: string; label: string; type: string }[]
  filters: Partial<Record<ExportFilterName, 'required' | 'optional'>>
}

async function requesterNames(ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .from('users as u')
    .whereIn('u.id', [...new Set(ids)])
    .select('u.id', db.raw(`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS name`))
  return new Map(rows.map((row) => [row.id as number, row.name as string]))
}

function runView(run: ExportRun, requesterName: string): ExportRunView {
  return {
    id: run.id,
    templateId: run.templateId,
    templateKey: run.template.name as ExportTemplateKey,
    format: run.format,
    status: run.status,
    filters: run.filters,
    inBackground: run.inBackground,
    rowCount: run.rowCount,
    fileBytes: run.fileBytes,
    fileName: run.fileName,
    error: run.error,
    requestedBy: { id: run.requestedBy, name: requesterName },
    createdAt: run.createdAt.toISO()!,
    completedAt: run.completedAt?.toISO() ?? null,
    expiresAt: run.expiresAt?.toISO() ?? null,
    expired: run.expiresAt !== null && run.expiresAt <= DateTime.now(),
  }
}

const exportRuns = new ExportRuns()
export default exportRuns

/**
 * Files past their time: their bytes dropped (the run and its row count stay in the list, marked expired; a download
 * answers 410 as it did). The hourly 'export-files-expire' job runs it, so the table does not keep every file forever.
 */
export async function expireExportFiles(now: Date = new Date()): Promise<number> {
  const updated = await db
    .from('export_runs')
    .where('status', 'ready')
    .where('expires_at', '<=', now)
    .whereNotNull('file_content')
    .update({ file_content: null, updated_at: now })
  return Number(updated)
}
