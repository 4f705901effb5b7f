import type { PgBoss, Queue } from 'pg-boss'

/**
 * A job whose server died (kill -9, a crash, a power cut) is taken back by pg-boss's supervisor within
 * about a minute, through its missing heartbeat, instead of staying 'active' for the default 15 minutes:
 * on an 'exclusive' queue (the minute jobs) that would stop the job for those 15 minutes.
 */
const HEARTBEAT_SECONDS = 10

/** Creates the queue, and gives an existing one (createQueue leaves it as it was) the same settings. */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<Queue, 'name'>) {
  const settings = { heartbeatSeconds: HEARTBEAT_SECONDS, ...options }
  await boss.createQueue(name, settings)
  const { policy: _policy, partition: _partition, ...changeable } = settings
  await boss.updateQueue(name, changeable)
}
