import type { ApplicationService } from '@adonisjs/core/types'
import type { Database } from '@adonisjs/lucid/database'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { demoDataWanted, type Settings } from '#config/production_checks'
import { hasActiveAdmin } from '#services/accounts/admin_account_service'

export interface DatabaseSetupReport {
  migrated: number
  demoSeeded: boolean
  /** No admin can sign in yet: the start-up says how to make one (`node ace admin:create`). */
  needsFirstAdmin: boolean
}

/** How to make the first admin, printed by a start on a database without one. */
export const FIRST_ADMIN_HINT =
  'Nog geen admin-account: maak het eerste aan met  node ace admin:create --email=naam@domein.sr  (wachtwoord wordt gevraagd, of ADMIN_PASSWORD).'

/**
 * Pending migrations, reference data (idempotent), and demo data only into an empty database and only where
 * it is wanted (development, or DEMO_DATA=true outside production: config/production_checks.ts), so a
 * production database never gets the demo accounts and their published password.
 */
export async function prepareDatabase(db: Database, app: ApplicationService, env: Settings = process.env): Promise<DatabaseSetupReport> {
  // On the direct connection (config/database.ts): the migration lock is a session advisory lock, which a
  // transaction-pooling PgBouncer would hand to another client's transaction.
  const migrator = new MigrationRunner(db, app, { direction: 'up', dryRun: false, connectionName: 'direct' })
  try {
    await migrator.run()
  } finally {
    await db.manager.close('direct')
  }
  if (migrator.error) throw migrator.error
  const migrated = Object.keys(migrator.migratedFiles).length

  const { default: ReferenceSeeder } = await import('#database/seeders/reference_seeder')
  await new ReferenceSeeder(db.connection()).run()

  const [{ count }] = await db.from('users').count('* as count')
  const demoSeeded = Number(count) === 0 && demoDataWanted(env)
  if (demoSeeded) {
    const { seedDemoData } = await import('#database/demo/seed_demo_data')
    await seedDemoData()
  }
  return { migrated, demoSeeded, needsFirstAdmin: !(await hasActiveAdmin()) }
}
