/*
 * The settings specs change the one platform_settings row, which every other spec reads (fees, WhatsApp options,
 * site name). keepPlatformSettings puts the row back as it was after each test; the audit rows stay (each test
 * signs in a fresh admin and reads only that admin's rows).
 */
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import db from '@adonisjs/lucid/services/db'
import type { UserRole } from '#domain/access'
import { createAccount, tokenFor } from '#tests/helpers/accounts'
import AuditChange from '#models/audit_change'

const JSON_COLUMNS = ['payment_fees', 'currency_converter', 'email_templates', 'whatsapp_features']

export type SettingsRow = Record<string, unknown>

/** The whole row as the database holds it (compared before and after a refused change). */
export async function settingsRow(): Promise<SettingsRow> {
  return (await db.from('platform_settings').where('id', 1).first()) as SettingsRow
}

async function restore(row: SettingsRow) {
  const values = Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => column !== 'id')
      .map(([column, value]) => [column, JSON_COLUMNS.includes(column) ? JSON.stringify(value) : value])
  )
  await db.from('platform_settings').where('id', 1).update(values)
}

export function keepPlatformSettings(group: Group) {
  group.each.setup(async () => {
    const row = await settingsRow()
    return () => restore(row)
  })
}

export async function signedIn(client: ApiClient, role: UserRole = 'admin', extra: { isSubAdmin?: boolean } = {}) {
  const user = await createAccount({ role, ...extra })
  return { user, token: await tokenFor(client, user) }
}

/** One admin's audit rows of one entity type, newest first. */
export function auditRowsOf(userId: number, entityType: string) {
  return AuditChange.query().where('user_id', userId).where('entity_type', entityType).orderBy('id', 'desc')
}
