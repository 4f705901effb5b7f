/*
 * `npm run db:checksums`: records the SHA-256 of every migration not yet in database/migration_checksums.json. A
 * recorded migration is never rewritten here: once landed, a migration stays as it is and a change goes into a new
 * migration (tests/unit/api/migration_checksums.spec.ts fails on an edited or unrecorded one).
 */
import { writeFileSync } from 'node:fs'
import { CHECKSUMS_FILE, migrationChecksums, recordedChecksums } from '../database/migration_checksums.ts'

const recorded = recordedChecksums()
const added: string[] = []
for (const [file, sum] of Object.entries(migrationChecksums())) {
  if (recorded[file]) continue
  recorded[file] = sum
  added.push(file)
}
const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync(CHECKSUMS_FILE, `${JSON.stringify(sorted, null, 2)}\n`)
console.log(added.length ? `recorded ${added.join(', ')}` : 'every migration was recorded already')
