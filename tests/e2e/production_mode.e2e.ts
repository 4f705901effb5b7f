/*
 * The product in production mode, in the browser: a second server (bin/server.ts, NODE_ENV=production,
 * no Uni5Pay+ credentials) on a fresh database of the e2e cluster. The Uni5Pay+ sandbox page and the /test-auth
 * support page do not exist there (the 404 page), and the demo admin's password does not sign in.
 * Port: E2E_PRODUCTION_PORT, default E2E_PORT + 4 (the fake Mollie has E2E_PORT + 2).
 */
import { expect, test } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { startSecondServer, type SecondServer } from './support/second_server'

const PORT = Number(process.env.E2E_PRODUCTION_PORT || Number(process.env.E2E_PORT || 3391) + 4)
const BASE = `http://127.0.0.1:${PORT}`
const CLUSTER = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || '54359'}`
const DATABASE = `suritickets_e2e_production_${randomBytes(4).toString('hex')}`

async function onCluster(sql: string) {
  const client = new pg.Client({ connectionString: `${CLUSTER}/postgres` })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

test.describe('production mode', () => {
  let server: SecondServer | undefined
  const output = () => server?.output() ?? ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await onCluster(`CREATE DATABASE ${DATABASE}`)
    server = await startSecondServer(PORT, {
      NODE_ENV: 'production',
      APP_KEY: randomBytes(32).toString('base64url'),
      APP_URL: 'https://tickets.example.test',
      DATABASE_URL: `${CLUSTER}/${DATABASE}`,
      JOBS_ENABLED: 'false',
    })
  })

  test.afterAll(async () => {
    await server?.stop()
    await onCluster(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  })

  test('/mock-uni5pay-checkout is the 404 page, never the test checkout', async ({ page }) => {
    for (const path of ['/mock-uni5pay-checkout', `/mock-uni5pay-checkout?paymentId=u5p_${'0'.repeat(24)}&key=${'0'.repeat(32)}`]) {
      const response = await page.goto(`${BASE}${path}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible()
      await expect(page.getByTestId('uni5pay-sandbox')).toHaveCount(0)
      await expect(page.getByText('testomgeving')).toHaveCount(0)
    }
    // The storefront itself works in this mode.
    expect((await page.goto(`${BASE}/`))?.status()).toBe(200)
  })

  test('/test-auth is the 404 page in production', async ({ page }) => {
    const response = await page.goto(`${BASE}/test-auth`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible()
    await expect(page.getByTestId('test-auth')).toHaveCount(0)
  })

  test('the demo admin password does not sign in: there are no demo accounts', async ({ request }) => {
    const login = await request.post(`${BASE}/api/auth/login`, { data: { email: 'admin@demo.sr', password: 'Demo1234!' } })
    expect(login.status()).toBe(401)
    expect(output()).toContain('node ace admin:create')
  })
})
