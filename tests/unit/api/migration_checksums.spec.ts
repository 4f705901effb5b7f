import { test } from '@japa/runner'
import { migrationChecksums, recordedChecksums } from '#database/migration_checksums'

test.group('Migrations stay as they landed', () => {
  test('every recorded migration is unchanged', ({ assert }) => {
    const recorded = recordedChecksums()
    const now = migrationChecksums()
    const changed = Object.keys(recorded).filter((file) => now[file] !== recorded[file])
    assert.deepEqual(changed, [], `landed migrations were edited or removed (put the change in a new migration): ${changed.join(', ')}`)
  })

  test('every migration is recorded', ({ assert }) => {
    const recorded = recordedChecksums()
    const unrecorded = Object.keys(migrationChecksums()).filter((file) => !recorded[file])
    assert.deepEqual(unrecorded, [], `record new migrations with \`npm run db:checksums\`: ${unrecorded.join(', ')}`)
  })
})
