/*
 * The export templates (SPEC §3 compliance_export_templates) as the API, the back office and the tests read them:
 * each template's key, its columns (Dutch headers, as the organizer's other CSV exports write them) and the
 * filters it takes, who may run it, and when a run goes to the background. The rows themselves are the API's
 * (api/services/exports/). Pure and shared.
 */
import type { Actor, Scope } from './resource_access.js'
import { grantFor, tableRoleOf } from './resource_access.js'
import { calendarDay } from './event_date_filter.js'

export const EXPORT_TEMPLATE_KEYS = ['btw_per_month', 'sales_per_organizer', 'event_attendees', 'agent_commissions'] as const
export type ExportTemplateKey = (typeof EXPORT_TEMPLATE_KEYS)[number]

export const EXPORT_RUN_FORMATS = ['csv', 'xlsx'] as const
export type ExportRunFormat = (typeof EXPORT_RUN_FORMATS)[number]

export const EXPORT_RUN_STATUSES = ['pending', 'running', 'ready', 'failed'] as const
export type ExportRunStatus = (typeof EXPORT_RUN_STATUSES)[number]

export const EXPORT_FILTER_NAMES = ['from', 'to', 'organizerId', 'eventId', 'agentId'] as const
export type ExportFilterName = (typeof EXPORT_FILTER_NAMES)[number]

/** What a run asks for: Suriname calendar days 'YYYY-MM-DD' (both included) and ids. */
export interface ExportFilters {
  from?: string
  to?: string
  organizerId?: number
  eventId?: number
  agentId?: number
}

/** A template's filter: required or optional (the template's `filters` column holds this map). */
export type FilterRule = 'required' | 'optional'

/** A cell's kind: text, a whole number, an amount (two decimals), a day, a moment, or a month 'YYYY-MM'. */
export type ExportColumnType = 'text' | 'integer' | 'amount' | 'date' | 'datetime' | 'month'

export interface ExportColumn {
  key: string
  /** The header, in Dutch (the template's `fields` column lists these). */
  label: string
  type: ExportColumnType
  /** The XLSX column's width in characters. */
  width: number
}

export interface ExportTemplateDefinition {
  key: ExportTemplateKey
  entityType: string
  description: string
  columns: readonly ExportColumn[]
  filters: Partial<Record<ExportFilterName, FilterRule>>
  /** The access table's scopes of the 'exports' resource that may run it: 'all' is the platform's staff. */
  audience: readonly Scope[]
}

const col = (key: string, label: string, type: ExportColumnType, width = 14): ExportColumn => ({ key, label, type, width })

const PERIOD = { from: 'optional', to: 'optional' } as const

export const EXPORT_TEMPLATES: Record<ExportTemplateKey, ExportTemplateDefinition> = {
  btw_per_month: {
    key: 'btw_per_month',
    entityType: 'orders',
    description: 'Platformkosten, betaalkosten en de btw daarover per maand (Surinaamse tijd), zoals op de facturen.',
    columns: [
      col('month', 'Maand', 'month', 10),
      col('orders', 'Bestellingen', 'integer', 12),
      col('platformFees', 'Platformkosten', 'amount', 16),
      col('paymentFees', 'Betaalkosten excl. btw', 'amount', 20),
      col('paymentFeeBtw', 'Btw over betaalkosten', 'amount', 20),
      col('totalFees', 'Kosten totaal', 'amount', 16),
    ],
    filters: { ...PERIOD, organizerId: 'optional' },
    audience: ['all'],
  },
  sales_per_organizer: {
    key: 'sales_per_organizer',
    entityType: 'organizers',
    description: 'Verkoop per organisator over een periode, zoals de afrekening (Uitbetalingen) ze telt.',
    columns: [
      col('organizerId', 'Organisator-id', 'integer', 14),
      col('organizerName', 'Organisator', 'text', 30),
      col('orders', 'Bestellingen', 'integer', 12),
      col('gross', 'Ticketverkoop (bruto)', 'amount', 20),
      col('platformFees', 'Platformkosten', 'amount', 16),
      col('paymentFees', 'Betaalkosten incl. btw', 'amount', 20),
      col('refunds', 'Terugbetaald', 'amount', 14),
      col('refundsDue', 'Nog terug te betalen', 'amount', 20),
      col('commissions', 'Commissie agents', 'amount', 16),
      col('net', 'Netto', 'amount', 14),
      col('owedByPlatform', 'Door platform verschuldigd', 'amount', 24),
    ],
    filters: { ...PERIOD, organizerId: 'optional' },
    audience: ['all', 'organizer'],
  },
  event_attendees: {
    key: 'event_attendees',
    entityType: 'tickets',
    description: 'De bezoekers van een evenement: één regel per geldig ticket, zoals de bezoekerslijst.',
    columns: [
      col('orderNumber', 'Bestelnummer', 'text', 18),
      col('buyerName', 'Koper', 'text', 26),
      col('buyerEmail', 'E-mail', 'text', 28),
      col('buyerPhone', 'Telefoon', 'text', 16),
      col('ticketType', 'Tickettype', 'text', 20),
      col('price', 'Prijs', 'amount', 12),
      col('qrCode', 'QR-code', 'text', 24),
      col('checkedIn', 'Ingecheckt', 'text', 11),
      col('checkedInAt', 'Ingecheckt op', 'datetime', 18),
    ],
    filters: { eventId: 'required' },
    audience: ['all', 'organizer'],
  },
  agent_commissions: {
    key: 'agent_commissions',
    entityType: 'agent_commissions',
    description: 'De commissieregels van agents over een periode (verkoop en terugdraaiing), zoals het commissieregister.',
    columns: [
      col('createdAt', 'Datum', 'datetime', 18),
      col('agentId', 'Agent-id', 'integer', 10),
      col('agentName', 'Agent', 'text', 26),
      col('organizerName', 'Organisator', 'text', 26),
      col('eventTitle', 'Evenement', 'text', 30),
      col('orderNumber', 'Bestelnummer', 'text', 18),
      col('entryType', 'Soort', 'text', 12),
      col('saleTotal', 'Verkoopbedrag', 'amount', 16),
      col('commissionPercentage', 'Commissie %', 'amount', 12),
      col('commission', 'Commissie', 'amount', 14),
    ],
    filters: { ...PERIOD, agentId: 'optional', organizerId: 'optional' },
    audience: ['all', 'agent'],
  },
}

export function isExportTemplateKey(value: unknown): value is ExportTemplateKey {
  return typeof value === 'string' && (EXPORT_TEMPLATE_KEYS as readonly string[]).includes(value)
}

/** The scope a person runs exports with (the access table's 'exports' 'create'), or null: none at all. */
export function exportScopeOf(actor: Actor): Scope | null {
  const grant = grantFor('exports', tableRoleOf(actor))
  return grant?.actions.includes('create') ? grant.scope : null
}

/** Whether a person may run a template at all (the owner of its rows is checked with the filters). */
export function mayRunTemplate(actor: Actor, key: ExportTemplateKey): boolean {
  const scope = exportScopeOf(actor)
  return scope !== null && EXPORT_TEMPLATES[key].audience.includes(scope)
}

/** A run with more rows than this is made in the background and announced by e-mail. */
export const EXPORT_INLINE_MAX_ROWS = 5000
/** A period longer than this many months (or an open one) is made in the background. */
export const EXPORT_INLINE_MAX_MONTHS = 12

/** Days a ready file stays downloadable. */
export const EXPORT_KEEP_DAYS = 7

/** Whether a period of Suriname days is longer than the inline limit; an open start or end counts as long. */
export function isLongPeriod(filters: Pick<ExportFilters, 'from' | 'to'>, today: string): boolean {
  const first = filters.from ? calendarDay(filters.from) : null
  const last = calendarDay(filters.to || today)
  if (first === null || last === null) return true
  const [fy, fm] = filters.from!.split('-').map(Number)
  const [ly, lm] = (filters.to || today).split('-').map(Number)
  return (ly - fy) * 12 + (lm - fm) + 1 > EXPORT_INLINE_MAX_MONTHS
}

/** One export run as the API answers it (GET /api/exports, POST /api/exports) and the back office lists it. */
export interface ExportRunView {
  id: number
  templateId: number
  templateKey: ExportTemplateKey
  format: ExportRunFormat
  status: ExportRunStatus
  filters: ExportFilters
  inBackground: boolean
  rowCount: number | null
  fileBytes: number | null
  fileName: string | null
  error: string | null
  requestedBy: { id: number; name: string }
  createdAt: string
  completedAt: string | null
  expiresAt: string | null
  expired: boolean
}
