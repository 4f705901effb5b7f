/*
 * Webhooks in the back office: the organizer adds an endpoint pointing at a local receiver, sees its secret once, a
 * sale is made at the counter, the delivery (signed, order.paid) shows in the endpoint's log, and 'Opnieuw versturen'
 * sends it again. The pages are photographed at phone and desktop widths, in Dutch and English.
 */
import { createHmac } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { api, cents, paidType, type Sellable } from './support/counter_helpers'

const expect = baseExpect.configure({ timeout: 20_000 })
const SHOTS = process.env.WEBHOOK_SHOTS_DIR || 'test-results/shots-webhooks'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

interface Received {
  signature: string
  rawBody: string
}

function startReceiver(): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = []
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        signature: String(request.headers['x-suritickets-signature'] ?? ''),
        rawBody: Buffer.concat(chunks).toString('utf8'),
      })
      response.writeHead(204).end()
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/suritickets`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      })
    )
  )
}

/** The check of docs/webhooks.md. */
function verifies(secret: string, header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)))
  return parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex')
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

test.describe('webhooks in the back office', () => {
  test.describe.configure({ timeout: 180_000 })
  test('the organizer adds an endpoint, sees the secret once, a sale is delivered, logged and sent again', async ({ page, request }) => {
    mkdirSync(SHOTS, { recursive: true })
    const receiver = await startReceiver()
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    await sql('DELETE FROM webhook_endpoints WHERE organizer_id = $1', [grant.user.id])
    await storeSession(page, grant)
    await page.setViewportSize(DESKTOP)

    await page.goto('/organizer-dashboard#/webhooks/create')
    await page.getByLabel('URL').fill(receiver.url)
    await page.getByLabel(/ticket\.checked_in/).check()
    await shoot(page, 'webhooks-create-nl-desktop')
    await page.getByRole('button', { name: 'Opslaan' }).click()

    const dialog = page.getByRole('dialog', { name: 'Je webhook-geheim' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('het wordt maar één keer getoond')).toBeVisible()
    const secret = await dialog.getByLabel('Geheim').inputValue()
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/)
    await shoot(page, 'webhooks-secret-nl-desktop')
    await dialog.getByRole('button', { name: 'Klaar' }).click()
    await expect(page).toHaveURL(/#\/webhooks\/\d+$/)
    const endpointId = Number(page.url().split('/').at(-1))
    // The secret is not shown again: not on the endpoint's page, not in the API's answers.
    await expect(page.getByText(secret)).toHaveCount(0)
    const shown = await request.get(`/api/webhook-endpoints/${endpointId}`, { headers: { Authorization: `Bearer ${grant.token}` } })
    expect(JSON.stringify(await shown.json())).not.toContain(secret)

    // A sale at the counter, by the organizer in an open shift (opened unless an earlier run left one open).
    await sql(
      `INSERT INTO loket_shifts (organizer_id, seller_id, opening_float, opened_at, created_at, updated_at)
       SELECT $1, $1, 100, now(), now(), now()
       WHERE NOT EXISTS (SELECT 1 FROM loket_shifts s WHERE s.seller_id = $1 AND s.closed_at IS NULL)`,
      [grant.user.id]
    )
    const events = await api<Sellable[]>(request, grant, `/api/events/loket-accessible/${grant.user.id}`)
    const event = events.find((e) => e.ticketTypes.some((t) => cents(t.price) > 0 && t.status === 'available' && t.remaining >= 2))!
    const type = paidType(events, event.title)
    const sale = await request.post('/api/loket/sales', {
      headers: { Authorization: `Bearer ${grant.token}` },
      data: {
        eventId: event.id,
        tickets: [{ ticketTypeId: type.id, quantity: 1 }],
        paymentMethod: 'pin',
        skipQuestionsReason: 'Webhook-test',
      },
    })
    expect(sale.status(), await sale.text()).toBe(201)

    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1)
    const [first] = receiver.received
    expect(JSON.parse(first.rawBody).type).toBe('order.paid')
    expect(verifies(secret, first.signature, first.rawBody)).toBe(true)

    await page.reload()
    const row = page.getByTestId('webhook-delivery').first()
    await expect(row).toContainText('order.paid')
    await expect(row).toContainText('Afgeleverd')
    await shoot(page, 'webhooks-log-nl-desktop')

    await row.getByRole('button', { name: 'Opnieuw versturen' }).click()
    await expect(page.getByText('Opnieuw verstuurd en ontvangen.')).toBeVisible()
    expect(receiver.received).toHaveLength(2)
    expect(JSON.parse(receiver.received[1].rawBody).id).toBe(JSON.parse(first.rawBody).id)
    await expect(page.getByTestId('webhook-delivery').first()).toContainText('2')

    await page.goto('/organizer-dashboard#/webhooks')
    await expect(page.getByText(receiver.url)).toBeVisible()
    await shoot(page, 'webhooks-list-nl-desktop')
    await page.setViewportSize(PHONE)
    await expect(page.getByText(receiver.url)).toBeVisible()
    await shoot(page, 'webhooks-list-nl-phone')
    await page.goto(`/organizer-dashboard#/webhooks/${endpointId}`)
    await expect(page.getByTestId('webhook-delivery').first()).toBeVisible()
    await shoot(page, 'webhooks-log-nl-phone')
    await page.goto('/organizer-dashboard#/webhooks/create')
    await expect(page.getByLabel('URL')).toBeVisible()
    await shoot(page, 'webhooks-create-nl-phone')

    // English.
    await page.evaluate(() => localStorage.setItem('language', 'en'))
    await page.goto(`/organizer-dashboard#/webhooks/${endpointId}`)
    await page.reload()
    await expect(page.getByText('Deliveries')).toBeVisible()
    await shoot(page, 'webhooks-log-en-phone')
    await page.goto('/organizer-dashboard#/webhooks')
    await expect(page.getByText(receiver.url)).toBeVisible()
    await shoot(page, 'webhooks-list-en-phone')
    await page.setViewportSize(DESKTOP)
    await page.goto(`/organizer-dashboard#/webhooks/${endpointId}`)
    await expect(page.getByText('Deliveries')).toBeVisible()
    await shoot(page, 'webhooks-log-en-desktop')
    await page.goto('/organizer-dashboard#/webhooks/create')
    await expect(page.getByLabel('URL')).toBeVisible()
    await shoot(page, 'webhooks-create-en-desktop')

    await receiver.close()
  })
})
