/*
 * Honest payment choices: with Mollie not configured, checkout offers only Uni5Pay+. The e2e
 * server has a Mollie key (for the fake Mollie journeys), so this runs a second server (bin/server.ts, as in
 * development) without MOLLIE_API_KEY on the same e2e database, and buys there in the browser: the methods
 * the page shows come from that server's own configuration, nothing is intercepted.
 * Port: E2E_NO_MOLLIE_PORT, default E2E_PORT + 6 (the fake Mollie has E2E_PORT + 2, production mode + 4).
 * A free checkout's server copy of the payment state (POST /api/payment-state/create 2xx, no 'Failed to save
 * payment state to server') is checked by the first journey of buying.e2e.ts.
 */
import { expect, test } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eventId, fillGuest, selectTickets } from './support/buying_helpers'

const PORT = Number(process.env.E2E_NO_MOLLIE_PORT || Number(process.env.E2E_PORT || 3391) + 6)
const BASE = `http://127.0.0.1:${PORT}`
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || '54359'}/suritickets`

test.describe('payment methods follow the configured providers', () => {
  let server: ChildProcess
  let output = ''

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    const sinks = mkdtempSync(join(tmpdir(), 'suritickets-e2e-no-mollie-'))
    server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // The e2e server's database (migrated and with demo data): the same events, another configuration.
        DATABASE_URL,
        JOBS_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        MAIL_SINK_DIR: join(sinks, 'mail'),
        WHATSAPP_SINK_DIR: join(sinks, 'whatsapp'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    server.stdout!.on('data', (chunk) => (output += chunk))
    server.stderr!.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 100_000
    while (Date.now() < deadline && server.exitCode === null) {
      const up = await fetch(`${BASE}/api/health`).then(
        (response) => response.ok,
        () => false
      )
      if (up) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    throw new Error(`the server without Mollie did not start:\n${output}`)
  })

  test.afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
  })

  test('with Mollie not configured, checkout offers only Uni5Pay+', async ({ page, request }) => {
    const methodIds = async (base: string) =>
      ((await (await request.get(`${base}/api/payments/methods`)).json()) as { methods: { id: string; provider: string }[] }).methods
    // The same product with a Mollie key offers Mollie's methods: what differs is the configuration.
    expect((await methodIds('')).some((m) => m.provider === 'mollie')).toBe(true)
    expect((await methodIds(BASE)).map((m) => m.provider)).toEqual(['uni5pay'])

    const sessions: string[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/tickets/reserve')) sessions.push(req.postDataJSON().sessionId)
    })
    const id = await eventId(request, 'Suriname Open Tennis')
    await page.goto(`${BASE}/events/${id}`)
    const dialog = await selectTickets(page, 'Dagkaart', 1)
    await expect(dialog.getByTestId('selection-proceed')).toHaveText('Doorgaan naar Betaling')
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `zonder-mollie-${Date.now()}@example.sr`)
    const methods = checkout.getByTestId('payment-methods')
    await expect(methods.getByRole('radio', { name: /Uni5Pay\+/ })).toBeChecked()
    await expect(methods.getByRole('radio')).toHaveCount(1)
    for (const name of ['iDEAL', 'PayPal', 'Bancontact', 'Creditcard', 'Bankoverschrijving', 'Riverty']) {
      await expect(methods.getByText(name, { exact: true })).toHaveCount(0)
    }
    expect((await request.delete(`${BASE}/api/tickets/reserve/${sessions[0]}`)).ok()).toBe(true)
  })
})
