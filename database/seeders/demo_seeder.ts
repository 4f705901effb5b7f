/*
 * `node ace db:seed`: reference data, then the demo data (idempotent; upserts by natural key).
 * Seeders run in file-name order, so this one calls the reference seeding itself first.
 */
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import { seedReferenceData } from '#database/seeders/reference_seeder'
import { seedDemoData } from '#database/demo/seed_demo_data'

export default class DemoSeeder extends BaseSeeder {
  async run() {
    await seedReferenceData(this.client)
    await seedDemoData()
  }
}
