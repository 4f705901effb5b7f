/*
 * A checksum per application table (every table in the public schema, so tables added later count too),
 * to show that a request wrote nothing. Bookkeeping that any request may touch is left out.
 */
import db from '@adonisjs/lucid/services/db'

/** Tables whose rows any request may write: the per-IP counters and the migrations' own records. */
export const BOOKKEEPING_TABLES = ['rate_limits', 'adonis_schema', 'adonis_schema_versions']

/** Columns any signed-in request may write: a session's last use, and its revocation by /logout. */
export const BOOKKEEPING_COLUMNS: Record<string, string[]> = {
  auth_sessions: ['last_used_at', 'revoked_at', 'revoked_reason'],
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

export async function tableChecksums(): Promise<Record<string, string>> {
  const { rows: tables } = await db.rawQuery<{ rows: { name: string }[] }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`
  )
  const parts = tables
    .filter(({ name }) => !BOOKKEEPING_TABLES.includes(name))
    .map(({ name }) => {
      const dropped = (BOOKKEEPING_COLUMNS[name] ?? []).map((column) => ` - ${quoteLiteral(column)}`).join('')
      const row = `(to_jsonb(t)${dropped})::text`
      return `SELECT ${quoteLiteral(name)} AS name, count(*)::int AS rows, md5(coalesce(string_agg(md5(${row}), '' ORDER BY md5(${row})), '')) AS sum FROM ${quoteIdent(name)} t`
    })
  const { rows } = await db.rawQuery<{ rows: { name: string; rows: number; sum: string }[] }>(parts.join(' UNION ALL '))
  return Object.fromEntries(rows.map(({ name, rows: count, sum }) => [name, `${count} rows, ${sum}`]))
}

/** The tables whose checksum differs, with before → after. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((name) => before[name] !== after[name]).map((name) => `${name}: ${before[name]} → ${after[name]}`)
}

/** PostgreSQL's next transaction id: it moves only when some transaction writes, so an unmoved one means no write. */
async function nextTransactionId(): Promise<string> {
  const { rows } = await db.rawQuery<{ rows: { xid: string }[] }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid')
  return rows[0].xid
}

/**
 * Watches for writes request by request: cheap while nothing is written (one look at the transaction
 * counter); when something was, the table checksums say which tables changed.
 */
export class WriteWatch {
  #sums: Record<string, string> = {}
  #xid = ''

  async start(): Promise<void> {
    this.#sums = await tableChecksums()
    this.#xid = await nextTransactionId()
  }

  /** The tables changed since the last call (bookkeeping left out). */
  async changes(): Promise<string[]> {
    if ((await nextTransactionId()) === this.#xid) return []
    const sums = await tableChecksums()
    const changed = changedTables(this.#sums, sums)
    this.#sums = sums
    this.#xid = await nextTransactionId()
    return changed
  }
}
