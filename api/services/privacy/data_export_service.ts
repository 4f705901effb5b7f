/*
 * 'Mijn gegevens downloaden' (GDPR access): the request is answered at once (202); the 'data-export' pg-boss job
 * (api/jobs/data_export_job.ts) builds the ZIP of own_data.ts's JSON documents, keeps it in data_exports with the
 * SHA-256 of a fresh link token, and e-mails the link through the outbox in the same transaction. The link only
 * serves its own person, signed in, for DATA_EXPORT_TTL_DAYS days.
 *
 * Without a job runner (JOBS_ENABLED=false, japa) the ZIP is built in this process before the answer: nothing lands
 * after the answer, and the person gets the same e-mail.
 */
import { DateTime } from 'luxon'
import { strToU8, zipSync } from 'fflate'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { hit } from '#services/accounts/rate_limits'
import { hashLinkToken, newLinkToken } from '#services/accounts/secrets'
import { recordActivity } from '#services/accounts/activity_service'
import type { ClientInfo } from '#services/accounts/session_service'
import { personParams, queueAccountEmail } from '#services/accounts/account_messages'
import { publicUrl } from '#services/server/public_url'
import { collectOwnData } from '#services/privacy/own_data'
import { DATA_EXPORT_TTL_DAYS, type DataExportStatus, type DataExportView } from '#domain/own_data'
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '#domain/languages'

export interface DataExportRequest {
  exportId: number
}

/** Hands a request to whoever builds it (the pg-boss job in the server). */
export type DataExportDispatcher = (request: DataExportRequest) => Promise<unknown>

interface ExportRow {
  id: number
  user_id: number
  status: DataExportStatus
  language: string
  file: Buffer | null
  created_at: Date
  ready_at: Date | null
  expires_at: Date | null
}

/** The ZIP of one person's documents, one pretty-printed JSON file each. */
export async function buildOwnDataZip(user: User): Promise<Uint8Array> {
  const documents = await collectOwnData(user)
  const files = Object.fromEntries(Object.entries(documents).map(([name, document]) => [name, strToU8(JSON.stringify(document, null, 2))]))
  return zipSync(files, { level: 6 })
}

class DataExports {
  #dispatcher: DataExportDispatcher | null = null

  /** start/jobs.ts sets the pg-boss dispatcher; tests may set one that keeps the requests for later. */
  useDispatcher(dispatcher: DataExportDispatcher | null) {
    this.#dispatcher = dispatcher
  }

  /** POST /api/users/me/data-export: one an hour per account, counted before anything is written. */
  async request(user: User, language: Language): Promise<void> {
    await hit('dataExportPerAccount', user.id)
    const [row] = await db.table('data_exports').insert({ user_id: user.id, language }).returning('id')
    const request = { exportId: row.id as number }
    if (this.#dispatcher) {
      try {
        await this.#dispatcher(request)
        return
      } catch (error) {
        logger.warn({ err: error, exportId: request.exportId }, 'data export: job not queued; built in this process')
      }
    }
    await this.handle(request)
  }

  /**
   * Builds a pending export, stores it with a fresh link and queues the e-mail, all in one transaction; the
   * person's earlier downloads are dropped then (one link at a time). A failure marks it 'failed' (the settings
   * say so, and the person may ask again after the hour).
   */
  async handle({ exportId }: DataExportRequest): Promise<void> {
    const row = (await db.from('data_exports').where('id', exportId).first()) as ExportRow | null
    if (!row || row.status !== 'pending') return
    const user = await User.find(row.user_id)
    if (!user || user.erasedAt) {
      await db.from('data_exports').where('id', exportId).update({ status: 'failed' })
      return
    }
    try {
      const zip = await buildOwnDataZip(user)
      const token = newLinkToken()
      const language: Language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE
      await db.transaction(async (trx) => {
        const now = DateTime.now()
        await trx
          .from('data_exports')
          .where('user_id', user.id)
          .whereNot('id', exportId)
          .where('status', 'ready')
          .update({ status: 'expired', file: null })
        const updated = await trx
          .from('data_exports')
          .where('id', exportId)
          .where('status', 'pending')
          .update({
            status: 'ready',
            file: Buffer.from(zip),
            file_size: zip.byteLength,
            token_hash: hashLinkToken(token),
            ready_at: now.toJSDate(),
            expires_at: now.plus({ days: DATA_EXPORT_TTL_DAYS }).toJSDate(),
          })
        if (Number(updated) === 0) return
        await queueAccountEmail(user.email, 'data_export', 'dataExportReady', language, trx, (t, site) => ({
          params: { ...personParams(t, user, site), days: DATA_EXPORT_TTL_DAYS },
          action: { label: t('dataExport.button'), url: publicUrl('/account-settings', { dataExport: token }) },
        }))
      })
    } catch (error) {
      logger.error({ err: error, exportId }, 'data export failed')
      await db.from('data_exports').where('id', exportId).where('status', 'pending').update({ status: 'failed' })
    }
  }
}

const dataExports = new DataExports()
export default dataExports

/** The person's latest download, for /account-settings; an export past its time reads as expired. */
export async function latestDataExport(userId: number): Promise<DataExportView | null> {
  const row = (await db
    .from('data_exports')
    .where('user_id', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select('status', 'created_at', 'ready_at', 'expires_at')
    .first()) as Omit<ExportRow, 'file'> | null
  if (!row) return null
  const expired = row.status === 'ready' && row.expires_at !== null && row.expires_at.getTime() <= Date.now()
  return {
    status: expired ? 'expired' : row.status,
    createdAt: row.created_at.toISOString(),
    readyAt: row.ready_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
  }
}

/**
 * GET /api/users/me/data-export/{token}: the ZIP, for the person it was made for only (another person's link is not
 * told apart from an unknown one); past its time 410. The download is an 'export_downloaded' activity line.
 */
export async function downloadDataExport(user: User, token: string, client: ClientInfo): Promise<{ zip: Buffer; fileName: string }> {
  const row = (await db
    .from('data_exports')
    .where('token_hash', hashLinkToken(token))
    .where('user_id', user.id)
    .first()) as ExportRow | null
  if (!row) throw new DomainError('DATA_EXPORT_NOT_FOUND')
  if (row.status !== 'ready' || !row.file || (row.expires_at && row.expires_at.getTime() <= Date.now())) {
    throw new DomainError('DATA_EXPORT_EXPIRED')
  }
  await recordActivity({ userId: user.id, action: 'export_downloaded', client, metadata: { export: 'personal_data_zip' } })
  const day = DateTime.fromJSDate(row.ready_at ?? row.created_at).toISODate()
  return { zip: row.file, fileName: `mijn-gegevens-${day}.zip` }
}

/** Downloads past their time: marked expired and their bytes dropped (the job runs it every hour). */
export async function expireDataExports(): Promise<number> {
  const updated = await db
    .from('data_exports')
    .where('status', 'ready')
    .where('expires_at', '<=', new Date())
    .update({ status: 'expired', file: null })
  return Number(updated)
}
