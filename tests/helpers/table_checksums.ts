/*
 * A checksum per application table (every table in the public schema, so tables added later count too),
 * to show that a request wrote nothing. Bookkeeping that any request may touch is left out.
 */
import db from '@adonisjs/lucid/services/db'

/**
 * Tables whose rows any request may write: the per-IP counters, the counts of served currency conversions (written
 * after the answer, so one may land while the next request is watched) and the migrations' own records.
 */
export const BOOKKEEPING_TABLES = ['rate_limits', 'currency_rate_usages', 'adonis_schema', 'adonis_schema_versions']

/** Columns any signed-in request may write: a session's last use, and its revocation by /logout. */
export const BOOKKEEPING_COLUMNS: Record<string, string[]> = {
  auth_sessions: ['last_used_at', 'revoked_at', 'revoked_reason'],
  api_tokens: ['last_used_at'],
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/** The application tables: every base table of the public schema but the bookkeeping ones. */
async function applicationTables(): Promise<string[]> {
  const { rows } = await db.rawQuery<{ rows: { name: string }[] }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`
  )
  return rows.map(({ name }) => name).filter((name) => !BOOKKEEPING_TABLES.includes(name))
}

/** A checksum per application table, or per table of `names` only. */
export async function tableChecksums(names?: string[]): Promise<Record<string, string>> {
  const tables = names ?? (await applicationTables())
  if (tables.length === 0) return {}
  const parts = tables.map((name) => {
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

/** Where WriteWatch notes the tables written to, outside the public schema so it is no application table itself. */
const WATCH_SCHEMA = 'write_watch'

/**
 * Watches for writes request by request: cheap while nothing is written (one look at the transaction
 * counter); when something was, the table checksums say which tables changed. Checksumming every table
 * after each write took most of a fuzz run once the suites had filled the database, so a statement trigger
 * on each application table notes the tables a statement wrote (an append-only list, so concurrent
 * writers never wait on each other), and only those are checksummed again: a table no statement wrote to
 * has the same rows. Call stop() to remove the triggers.
 */
export class WriteWatch {
  #sums: Record<string, string> = {}
  #xid = ''
  #installed = false

  async start(): Promise<void> {
    if (!this.#installed) {
      await this.#install()
      this.#sums = await tableChecksums()
    } else {
      await this.#refresh()
    }
    this.#xid = await nextTransactionId()
  }

  /** The tables changed since the last call (bookkeeping left out). */
  async changes(): Promise<string[]> {
    if ((await nextTransactionId()) === this.#xid) return []
    const changed = await this.#refresh()
    this.#xid = await nextTransactionId()
    return changed
  }

  async stop(): Promise<void> {
    if (!this.#installed) return
    for (const name of await applicationTables()) await db.rawQuery(`DROP TRIGGER IF EXISTS write_watch ON ${quoteIdent(name)}`)
    await db.rawQuery(`DROP SCHEMA IF EXISTS ${WATCH_SCHEMA} CASCADE`)
    this.#installed = false
  }

  async #install(): Promise<void> {
    await db.rawQuery(`DROP SCHEMA IF EXISTS ${WATCH_SCHEMA} CASCADE`)
    await db.rawQuery(`CREATE SCHEMA ${WATCH_SCHEMA}`)
    await db.rawQuery(`CREATE TABLE ${WATCH_SCHEMA}.written (name text NOT NULL)`)
    await db.rawQuery(
      `CREATE FUNCTION ${WATCH_SCHEMA}.note() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO ${WATCH_SCHEMA}.written (name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`
    )
    for (const name of await applicationTables()) {
      await db.rawQuery(
        `CREATE TRIGGER write_watch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quoteIdent(name)}
         FOR EACH STATEMENT EXECUTE FUNCTION ${WATCH_SCHEMA}.note()`
      )
    }
    this.#installed = true
  }

  /** Checksums again the tables written to since the last look (and any table added or dropped); the changed ones. */
  async #refresh(): Promise<string[]> {
    // DELETE … RETURNING takes exactly the notes it removes: one committed meanwhile stays for the next look.
    const { rows } = await db.rawQuery<{ rows: { name: string }[] }>(`DELETE FROM ${WATCH_SCHEMA}.written RETURNING name`)
    const tables = await applicationTables()
    const written = new Set(rows.map(({ name }) => name))
    for (const name of tables) if (!(name in this.#sums)) written.add(name)
    const current = new Set(tables)
    const recomputed = await tableChecksums([...written].filter((name) => current.has(name)))
    const sums: Record<string, string> = {}
    for (const name of tables) sums[name] = recomputed[name] ?? this.#sums[name]
    const changed = changedTables(this.#sums, sums)
    this.#sums = sums
    return changed
  }
}
