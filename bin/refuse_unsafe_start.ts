/*
 * First thing `npm start` does (bin/server.ts): read the environment as the app will (process env, then
 * the .env files) and refuse, in one line on stderr and exit code 1, a start with unsafe or contradictory
 * settings (config/production_checks.ts), before PostgreSQL or anything else is started.
 */
import { EnvProcessor } from '@adonisjs/core/env'
import { startupRefusal } from '../config/production_checks.js'

export async function refuseUnsafeStart(appRoot: URL): Promise<void> {
  await new EnvProcessor(appRoot).process()
  const refusal = startupRefusal(process.env)
  if (!refusal) return
  console.error(refusal)
  process.exit(1)
}
