/*
 * Discount and access codes as a buyer meets them: a discount link (/events/{id}?code=…) fills in the code, the
 * selection and the checkout show the discount and the buyer pays the discounted total through the Uni5Pay+
 * sandbox; a hidden presale type appears only once its access code is typed in the selection, and is bought. Pages
 * are photographed at phone and desktop widths, in Dutch and English.
 */
import { expect, test, type Page } from '@playwright/test'
import { eventId, fillGuest, ticketTypes } from './support/buying_helpers'
import { sql } from './support/auth_helpers'

const SHOTS = 'test-results/shots-i28'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`

async function insertCode(event: number, code: string, kind: string, value: string, extra: { unlocks?: number[]; types?: number[] } = {}) {
  await sql(
    `INSERT INTO discount_codes (event_id, code, kind, value, ticket_type_ids, unlocks_ticket_type_ids, is_active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, true, now(), now())`,
    [event, code, kind, value, extra.types ?? null, extra.unlocks ?? null]
  )
}

async function openSelection(page: Page, heading: string) {
  await page.getByTestId('buy-button').click()
  const dialog = page.getByTestId('ticket-selection')
  await expect(dialog.getByRole('heading', { name: heading })).toBeVisible()
  return dialog
}

test.describe('discount and access codes', () => {
  test('a discount link fills in the code; the selection and checkout show the discount and the buyer pays the discounted total', async ({
    page,
    request,
  }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const code = uniqueCode('ZOMER')
    await insertCode(id, code, 'percentage', '25')
    await page.setViewportSize(PHONE)
    await page.goto(`/events/${id}?code=${code.toLowerCase()}`)
    const dialog = await openSelection(page, 'Selecteer Tickets')
    await expect(dialog.getByTestId('discount-code-applied')).toContainText(`Code ${code} toegepast`)
    await expect(dialog.getByTestId('discount-code-applied')).toContainText('25% korting')
    await dialog.getByRole('button', { name: 'Eén Regulier meer' }).click()
    // 175 at 25 % off.
    await expect(dialog.getByTestId('selection-total')).toContainText('131,25')
    await dialog.screenshot({ path: `${SHOTS}/discount-selection-nl-390.png` })
    await dialog.getByTestId('selection-proceed').click()

    const checkout = await fillGuest(page, `korting-${Date.now()}@example.sr`)
    await expect(checkout.getByTestId('checkout-discount')).toContainText(`Korting (${code})`)
    await expect(checkout.getByTestId('checkout-discount')).toContainText('43,75')
    await checkout.getByTestId('fee-breakdown').scrollIntoViewIfNeeded()
    await checkout.screenshot({ path: `${SHOTS}/discount-checkout-nl-390.png` })
    const total = (await checkout.getByTestId('checkout-total').innerText()).replace(/[^\d,]/g, '')
    const created = page.waitForResponse((response) => response.url().endsWith('/api/payments/create'))
    await checkout.getByTestId('checkout-submit').click()
    const sent = (await created).request().postDataJSON() as { discountCode?: string }
    expect(sent.discountCode).toBe(code)

    await expect(page).toHaveURL(/\/mock-uni5pay-checkout\?paymentId=u5p_/)
    await expect(page.getByTestId('sandbox-amount')).toContainText(total)
    await page.getByTestId('sandbox-pay').click()
    await expect(page).toHaveURL(/\/payment\/success\?orderNumber=ST-/)
    await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 })
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!
    const { rows } = await sql(
      'SELECT discount_code, discount_amount::text AS amount, subtotal::text FROM orders WHERE order_number = $1',
      [orderNumber]
    )
    expect(rows[0]).toEqual({ discount_code: code, amount: '43.75', subtotal: '131.25' })
  })

  test('in English on a desktop: a wrong code is refused with its reason, the right one applied', async ({ page, request }) => {
    const id = await eventId(request, 'Sranan Toneel: Mi Gudu')
    const code = uniqueCode('TEN')
    await insertCode(id, code, 'fixed', '10')
    await page.setViewportSize(DESKTOP)
    await page.goto(`/events/${id}?lang=en`)
    const dialog = await openSelection(page, 'Select Tickets')
    await dialog.getByTestId('discount-code-toggle').click()
    await dialog.getByLabel('Discount code').fill('NOSUCHCODE')
    await dialog.getByTestId('discount-code-apply').click()
    await expect(dialog.getByTestId('discount-code-error')).toHaveText('This discount code does not exist.')
    await dialog.screenshot({ path: `${SHOTS}/discount-refused-en-1280.png` })
    await dialog.getByLabel('Discount code').fill(code)
    await dialog.getByTestId('discount-code-apply').click()
    await expect(dialog.getByTestId('discount-code-applied')).toContainText(/SRD 10\S* off per ticket/)
    await dialog.getByRole('button', { name: 'One Regulier more' }).click()
    await expect(dialog.getByTestId('selection-total')).toContainText('165')
    await dialog.screenshot({ path: `${SHOTS}/discount-applied-en-1280.png` })
  })

  test('a hidden presale type shows only with its access code, and is bought with it', async ({ page, request }) => {
    const id = await eventId(request, 'Holi Phagwa Kleurenfestival')
    const name = `Voorverkoop ${Date.now().toString(36)}`
    const { rows } = await sql(
      `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, version, edit_version, is_active, is_hidden, has_user_limit, sort_order, created_at, updated_at)
       VALUES ($1, $2, 0, 50, 0, 0, 0, true, true, false, 99, now(), now()) RETURNING id`,
      [id, name]
    )
    const hiddenId = rows[0].id as number
    const code = uniqueCode('GAST')
    await insertCode(id, code, 'access', '0', { unlocks: [hiddenId] })
    expect((await ticketTypes(request, id)).map((t) => t.id)).not.toContain(hiddenId)

    await page.setViewportSize(PHONE)
    await page.goto(`/events/${id}`)
    await expect(page.getByText(name)).toHaveCount(0)
    const dialog = await openSelection(page, 'Selecteer Tickets')
    await expect(dialog.getByText(name)).toHaveCount(0)
    await dialog.getByTestId('discount-code-toggle').click()
    await dialog.getByLabel('Kortingscode').fill(code)
    await dialog.getByTestId('discount-code-apply').click()
    await expect(dialog.getByTestId('discount-code-applied')).toContainText('Extra tickets beschikbaar')
    await expect(dialog.getByText(name)).toBeVisible()
    await dialog.screenshot({ path: `${SHOTS}/access-unlocked-nl-390.png` })
    await dialog.getByRole('button', { name: `Eén ${name} meer` }).click()
    await expect(dialog.getByTestId('selection-proceed')).toHaveText('Registreren')
    await dialog.getByTestId('selection-proceed').click()
    const checkout = await fillGuest(page, `voorverkoop-${Date.now()}@example.sr`)
    await checkout.getByTestId('checkout-submit').click()
    await expect(page).toHaveURL(/\/payment\/success\?type=free&orderNumber=ST-/)
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!
    const order = await sql('SELECT discount_code FROM orders WHERE order_number = $1', [orderNumber])
    expect(order.rows[0].discount_code).toBe(code)

    // The access link shows the presale type on the page itself, and such a page is never cached.
    await page.setViewportSize(DESKTOP)
    const answer = await page.goto(`/events/${id}?code=${code}&lang=en`)
    expect(answer?.headers()['cache-control']).toContain('no-store')
    await expect(page.getByText(name).first()).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/access-link-en-1280.png` })
  })
})
