/*
 * On `npm start` (DB_AUTO_SETUP=true, set by bin/server.ts): run pending migrations, upsert
 * the reference data, and load the demo data once, when the database has no users yet.
 */
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { prepareDatabase } from '#services/database_setup_service'

if (process.env.DB_AUTO_SETUP === 'true' && app.getEnvironment() === 'web') {
  const report = await prepareDatabase(db, app)
  logger.info(report, 'database ready')
}
