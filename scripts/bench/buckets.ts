/*
 * `npm run bench:buckets`: does splitting one ticket type's stock into K bucket rows, taken with FOR UPDATE SKIP
 * LOCKED, sell faster than the single hot row every purchase of the type queues on today? Same concurrency, same
 * writes (the stock update, an order row, one ticket row per seat, in one transaction), on an embedded PostgreSQL of
 * its own, in a schema of its own (no product involved: this is about the database's row lock).
 *
 * Each variant sells a finite stock until it is gone and is then checked for exactness: tickets per bucket equal its
 * sold count, no bucket over its stock, all seats sold and none twice. Run twice: with the transaction's statements
 * back to back, and with BENCH_ROUND_TRIP_MS (2 ms) between them, which is what a busy API process adds to each
 * round trip while the row is locked (the event loop serving other requests).
 *
 * The bucket variant takes a purchase's seats from one unlocked bucket with room (a random start, so buyers spread);
 * when every such bucket is locked it waits for one; when the seats left are scattered over buckets none of which has
 * room for the whole purchase, it locks the buckets in order and takes from several. 'Sold out' is only said when the
 * buckets together have too few seats left.
 *
 * BENCH_SEATS (20000), BENCH_CONCURRENCY (20), BENCH_BUCKETS (8), BENCH_ROUND_TRIP_MS (2), BENCH_PG_PORT (55431).
 */
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startCluster } from '../product_process.ts'
import { percentile } from '../buyer.ts'

const SEATS = Number(process.env.BENCH_SEATS || 20_000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20)
const BUCKETS = Number(process.env.BENCH_BUCKETS || 8)
const ROUND_TRIP_MS = Number(process.env.BENCH_ROUND_TRIP_MS ?? 2)
const PG_PORT = Number(process.env.BENCH_PG_PORT || 55431)

type Variant = 'hot row' | 'buckets'

interface Result {
  variant: Variant
  roundTripMs: number
  purchases: number
  seats: number
  seconds: number
  latencies: number[]
  exact: boolean
  detail: string
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

async function prepare(db: pg.Pool) {
  await db.query(`DROP SCHEMA IF EXISTS bench_buckets CASCADE; CREATE SCHEMA bench_buckets;
    CREATE TABLE bench_buckets.stock (bucket int PRIMARY KEY, max_quantity int NOT NULL, quantity_sold int NOT NULL DEFAULT 0,
      CHECK (quantity_sold <= max_quantity));
    CREATE TABLE bench_buckets.orders (id bigserial PRIMARY KEY, reference text NOT NULL, lines jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
    CREATE TABLE bench_buckets.tickets (id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES bench_buckets.orders, bucket int NOT NULL,
      code text NOT NULL UNIQUE);`)
}

/** The stock as one row (bucket 0), or split evenly over `buckets` rows. */
async function stock(db: pg.Pool, buckets: number) {
  await db.query('TRUNCATE bench_buckets.tickets, bench_buckets.orders, bench_buckets.stock')
  const base = Math.floor(SEATS / buckets)
  for (let b = 0; b < buckets; b++) {
    await db.query('INSERT INTO bench_buckets.stock (bucket, max_quantity) VALUES ($1, $2)', [b, base + (b < SEATS % buckets ? 1 : 0)])
  }
}

/** The order and its tickets, inside the purchase's transaction. */
async function issue(client: pg.PoolClient, takes: [number, number][], roundTripMs: number) {
  await sleep(roundTripMs)
  const order = await client.query('INSERT INTO bench_buckets.orders (reference, lines) VALUES ($1, $2) RETURNING id', [
    randomUUID(),
    JSON.stringify(takes.map(([bucket, quantity]) => ({ bucket, quantity }))),
  ])
  await sleep(roundTripMs)
  const buckets = takes.flatMap(([bucket, quantity]) => Array.from({ length: quantity }, () => bucket))
  await client.query(
    'INSERT INTO bench_buckets.tickets (order_id, bucket, code) SELECT $1, b, md5(random()::text || clock_timestamp()::text) FROM unnest($2::int[]) b',
    [order.rows[0].id, buckets]
  )
}

/** One purchase of `quantity` seats; false when the stock has no room for it (sold out for this size). */
async function buyFromHotRow(client: pg.PoolClient, quantity: number, roundTripMs: number): Promise<boolean> {
  const taken = await client.query(
    'UPDATE bench_buckets.stock SET quantity_sold = quantity_sold + $1 WHERE bucket = 0 AND quantity_sold + $1 <= max_quantity RETURNING bucket',
    [quantity]
  )
  if (taken.rowCount === 0) return false
  await issue(client, [[0, quantity]], roundTripMs)
  return true
}

/**
 * The bucket variant's purchase: 'bought', 'sold out' (the buckets together have too few seats left), or 'span' when
 * no single bucket has room for the whole purchase; the caller then rolls back and calls again with `span`, in a fresh
 * transaction. Every wait is on buckets in ascending order (a row a FOR UPDATE waited for and then passed over stays
 * locked until the transaction ends, so the spanning pass must not start inside the same transaction).
 */
async function buyFromBuckets(
  client: pg.PoolClient,
  quantity: number,
  roundTripMs: number,
  span = false
): Promise<'bought' | 'sold out' | 'span'> {
  let takes: [number, number][] = []
  if (!span) {
    // One unlocked bucket with room for the whole purchase, starting at a random one so buyers spread over them.
    const start = Math.floor(Math.random() * BUCKETS)
    const free = await client.query(
      `SELECT bucket FROM bench_buckets.stock WHERE quantity_sold + $1 <= max_quantity
       ORDER BY (bucket - $2 + $3) % $3 LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [quantity, start, BUCKETS]
    )
    // Every bucket with room is locked by another purchase: wait for the first (it is checked again once its lock is
    // released, and passed over when it no longer has room).
    const chosen = free.rowCount
      ? free
      : await client.query(
          'SELECT bucket FROM bench_buckets.stock WHERE quantity_sold + $1 <= max_quantity ORDER BY bucket LIMIT 1 FOR UPDATE',
          [quantity]
        )
    if (!chosen.rowCount) return 'span'
    takes = [[chosen.rows[0].bucket, quantity]]
  } else {
    // The seats left are scattered: lock the buckets with seats left in order and take from several.
    const left = await client.query(
      'SELECT bucket, max_quantity - quantity_sold AS left FROM bench_buckets.stock WHERE quantity_sold < max_quantity ORDER BY bucket FOR UPDATE'
    )
    let wanted = quantity
    for (const row of left.rows as { bucket: number; left: number }[]) {
      if (wanted === 0) break
      const take = Math.min(wanted, row.left)
      takes.push([row.bucket, take])
      wanted -= take
    }
    if (wanted > 0) return 'sold out'
  }
  for (const [bucket, take] of takes) {
    await client.query('UPDATE bench_buckets.stock SET quantity_sold = quantity_sold + $1 WHERE bucket = $2', [take, bucket])
  }
  await issue(client, takes, roundTripMs)
  return 'bought'
}

/** One purchase in its own transaction(s); true when bought. */
async function purchase(client: pg.PoolClient, variant: Variant, quantity: number, roundTripMs: number): Promise<boolean> {
  for (let span = false; ; span = true) {
    await client.query('BEGIN')
    try {
      const outcome =
        variant === 'hot row'
          ? (await buyFromHotRow(client, quantity, roundTripMs))
            ? 'bought'
            : 'sold out'
          : await buyFromBuckets(client, quantity, roundTripMs, span)
      await client.query(outcome === 'bought' ? 'COMMIT' : 'ROLLBACK')
      if (outcome !== 'span') return outcome === 'bought'
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    }
  }
}

async function sell(db: pg.Pool, variant: Variant, roundTripMs: number): Promise<Result> {
  await stock(db, variant === 'hot row' ? 1 : BUCKETS)
  const latencies: number[] = []
  let purchases = 0
  let seats = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const client = await db.connect()
      try {
        // A buyer wants 1 to 4 seats; when that many are no longer to be had, fewer, until none are left.
        let size = 4
        while (size > 0) {
          const quantity = Math.min(size, 1 + Math.floor(Math.random() * 4))
          const t = performance.now()
          const bought = await purchase(client, variant, quantity, roundTripMs)
          if (bought) {
            latencies.push(performance.now() - t)
            purchases++
            seats += quantity
          } else {
            size = quantity - 1
          }
        }
      } finally {
        client.release()
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  const check = await db.query(`SELECT
      (SELECT coalesce(sum(quantity_sold), 0)::int FROM bench_buckets.stock) AS sold,
      (SELECT count(*)::int FROM bench_buckets.tickets) AS tickets,
      (SELECT count(*)::int FROM bench_buckets.stock s WHERE s.quantity_sold > s.max_quantity
         OR s.quantity_sold <> (SELECT count(*) FROM bench_buckets.tickets t WHERE t.bucket = s.bucket)) AS wrong_buckets`)
  const { sold, tickets, wrong_buckets: wrongBuckets } = check.rows[0]
  const exact = sold === SEATS && tickets === SEATS && seats === SEATS && wrongBuckets === 0
  return {
    variant,
    roundTripMs,
    purchases,
    seats,
    seconds,
    latencies: latencies.sort((a, b) => a - b),
    exact,
    detail: `quantity_sold ${sold}, tickets ${tickets}, seats the buyers got ${seats}, buckets off ${wrongBuckets}`,
  }
}

const dir = join(tmpdir(), `suritickets-bench-buckets-${PG_PORT}`)
const cluster = await startCluster({ dir, port: PG_PORT, fresh: true })
const db = new pg.Pool({ connectionString: cluster.url, max: CONCURRENCY + 2 })
// An idle client told by the stopping cluster that its connection ends is not a failure of the run.
db.on('error', () => {})
let failed = false
try {
  await prepare(db)
  // Warm-up: the plans and the buffers.
  await sell(db, 'hot row', 0)
  await sell(db, 'buckets', 0)
  const results: Result[] = []
  for (const roundTripMs of [0, ROUND_TRIP_MS]) {
    for (const variant of ['hot row', 'buckets'] as Variant[]) results.push(await sell(db, variant, roundTripMs))
  }
  console.log(
    `\nStock split into buckets: ${SEATS} seats of one ticket type, ${CONCURRENCY} buyers at once, 1-4 seats each, ${BUCKETS} buckets`
  )
  console.log(
    `  ${'variant'.padEnd(8)} ${'round trip'.padStart(10)} ${'purch/s'.padStart(8)} ${'seats/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}  exact`
  )
  for (const r of results) {
    console.log(
      `  ${r.variant.padEnd(8)} ${`${r.roundTripMs} ms`.padStart(10)} ${(r.purchases / r.seconds).toFixed(0).padStart(8)} ${(r.seats / r.seconds).toFixed(0).padStart(8)} ${percentile(r.latencies, 50).toFixed(1).padStart(7)} ${percentile(r.latencies, 99).toFixed(1).padStart(7)}  ${r.exact ? 'yes' : `NO: ${r.detail}`}`
    )
    if (!r.exact) failed = true
  }
  for (const roundTripMs of [0, ROUND_TRIP_MS]) {
    const [hot, buckets] = results.filter((r) => r.roundTripMs === roundTripMs)
    console.log(
      `  round trip ${roundTripMs} ms: buckets/hot row ${(buckets.purchases / buckets.seconds / (hot.purchases / hot.seconds)).toFixed(2)}×`
    )
  }
} finally {
  await db.end()
  await cluster.stop()
}
process.exit(failed ? 1 : 0)
