/*
 * On `npm start` (DB_AUTO_SETUP=true, set by bin/server.ts): run pending migrations, upsert the reference
 * data, load the demo data once into an empty database where it is wanted (never in production), and say
 * how to make the first admin when there is none.
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { FIRST_ADMIN_HINT, prepareDatabase } from '#services/server/database_setup_service'

if (process.env.DB_AUTO_SETUP === 'true' && app.getEnvironment() === 'web') {
  const report = await prepareDatabase(db, app)
  logger.info(report, 'database ready')
  if (report.needsFirstAdmin) console.log(`\n  ${FIRST_ADMIN_HINT}`)
}
