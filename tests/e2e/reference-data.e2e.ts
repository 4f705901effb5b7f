import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'

/*
 * The admin's reference data in the back office. A new category with its colour is in the
 * storefront's category filter at the next page load (no cache to wait out); a new currency rate is used at once
 * and the pair's history shows both the old and the new rate.
 */
test.describe('reference data', () => {
  test('the admin adds a category with a colour; the storefront’s category filter offers it at once', async ({ page, request }) => {
    test.slow() // a cold server builds the back office's chunks on first use
    const name = `Kermis ${Date.now().toString(36)}`
    // Read the filter first, so a cached category list would have to be dropped.
    await page.goto('/events')
    await expect(page.locator('#events-category option')).not.toHaveText([name])

    await storeSession(page, await sharedLogIn(request, 'admin@demo.sr'))
    await page.goto('/dashboard#/event-categories/create')
    const nameInput = page.getByRole('textbox', { name: 'Naam', exact: true })
    await expect(nameInput).toBeVisible({ timeout: 60_000 })
    await nameInput.fill(name)
    const colour = page.getByRole('textbox', { name: 'Kleur', exact: true })
    await colour.fill('paars')
    await page.getByRole('button', { name: 'Opslaan' }).click()
    await expect(page.getByText('Kleur moet een hexkleur zijn: # en zes tekens 0-9 of A-F, zoals #DC2626')).toBeVisible()
    await colour.fill('#b45309')
    const preview = page.getByTestId('category-badge-preview')
    await expect(preview).toHaveText(name)
    await expect(preview).toHaveCSS('background-color', /^rgb\(/)
    await page.getByRole('button', { name: 'Opslaan' }).click()
    await expect(page).toHaveURL(/#\/event-categories$/)
    await expect(page.getByText(name)).toBeVisible()

    await page.goto('/events')
    const option = page.locator('#events-category option', { hasText: name })
    await expect(option).toHaveCount(1)
    await page.locator('#events-category').selectOption(name)
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`))
  })

  test('the admin adds a currency rate: used at once, and the history shows the old and the new rate', async ({ page, request }) => {
    test.slow()
    const grant = await sharedLogIn(request, 'admin@demo.sr')
    const auth = { Authorization: `Bearer ${grant.token}` }
    const before = (await (await request.get('/api/currency-rates/EUR/SRD')).json()).data.baseRate as string

    try {
      await storeSession(page, grant)
      await page.goto('/dashboard#/currency-rates/create')
      // EUR → SRD is the form's default pair; it says what the pair uses now.
      await expect(page.getByTestId('rate-pair-now')).toContainText('Nu in gebruik:', { timeout: 60_000 })
      const rate = page.getByRole('textbox', { name: 'Koers', exact: true })
      await rate.fill('0')
      await page.getByRole('button', { name: 'Opslaan' }).click()
      await expect(page.getByText('Koers moet groter dan 0 zijn')).toBeVisible()
      await rate.fill('41,75')
      await expect(page.getByTestId('rate-pair-now')).toContainText('Na opslaan: 1 EUR = 41,75 SRD')
      await page.getByRole('button', { name: 'Opslaan' }).click()
      await expect(page).toHaveURL(/#\/currency-rates$/)

      expect((await (await request.get('/api/currency-rates/EUR/SRD')).json()).data.baseRate).toBe('41.75000000')

      // The newest EUR → SRD rate, opened from the list: the pair's history holds both.
      await page.locator('tbody tr', { hasText: '1 EUR = 41,75 SRD' }).first().click()
      await expect(page).toHaveURL(/#\/currency-rates\/\d+\/show$/)
      const history = page.locator('table').filter({ hasText: 'Vervangen' })
      await expect(history.locator('tbody tr').filter({ hasText: '1 EUR = 41,75 SRD' }).filter({ hasText: 'In gebruik' })).toHaveCount(1)
      const oldRate = Number(before).toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 8 })
      await expect(
        history
          .locator('tbody tr')
          .filter({ hasText: `1 EUR = ${oldRate} SRD` })
          .filter({ hasText: 'Vervangen' })
          .first()
      ).toBeVisible()
      await expect(page.getByTestId('audit-entry').first()).toContainText('aangemaakt')
    } finally {
      // Other journeys convert with the demo rate: it goes back in use (as a newer rate; the history keeps all).
      await request.post('/api/admin/currency-rates', { headers: auth, data: { fromCurrency: 'EUR', toCurrency: 'SRD', rate: before } })
    }
  })
})
