import type { ApplicationService } from '@adonisjs/core/types'
import type { Database } from '@adonisjs/lucid/database'
import { MigrationRunner } from '@adonisjs/lucid/migration'

export interface DatabaseSetupReport {
  migrated: number
  demoSeeded: boolean
}

/** Pending migrations, reference data (idempotent), demo data only into an empty database. */
export async function prepareDatabase(db: Database, app: ApplicationService): Promise<DatabaseSetupReport> {
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false })
  await migrator.run()
  if (migrator.error) throw migrator.error
  const migrated = Object.keys(migrator.migratedFiles).length

  const { default: ReferenceSeeder } = await import('#database/seeders/reference_seeder')
  await new ReferenceSeeder(db.connection()).run()

  const [{ count }] = await db.from('users').count('* as count')
  const demoSeeded = Number(count) === 0
  if (demoSeeded) {
    const { seedDemoData } = await import('#database/demo/seed_demo_data')
    await seedDemoData()
  }
  return { migrated, demoSeeded }
}
