import { defineConfig, stores } from '@adonisjs/limiter'
import type { InferLimiters } from '@adonisjs/limiter/types'

/** Rate-limit counters live in PostgreSQL (table rate_limits), shared by every server process. */
const limiterConfig = defineConfig({
  default: 'database',
  stores: {
    database: stores.database({ tableName: 'rate_limits', connectionName: 'postgres' }),
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, as @adonisjs/limiter documents
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
