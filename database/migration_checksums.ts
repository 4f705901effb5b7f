/*
 * Landed migrations are history: each one's SHA-256 is recorded in migration_checksums.json when it is added
 * (`npm run db:checksums`), and a test compares the files with it, so a change to a landed migration is caught and
 * goes into a new migration instead.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url)
export const CHECKSUMS_FILE = new URL('./migration_checksums.json', import.meta.url)

/** Every migration file's SHA-256 (hex), by file name. */
export function migrationChecksums(): Record<string, string> {
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.ts'))
  return Object.fromEntries(
    files.sort().map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(new URL(file, MIGRATIONS_DIR)))
        .digest('hex'),
    ])
  )
}

export function recordedChecksums(): Record<string, string> {
  return existsSync(CHECKSUMS_FILE) ? JSON.parse(readFileSync(CHECKSUMS_FILE, 'utf8')) : {}
}
