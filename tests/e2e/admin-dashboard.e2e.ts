import { test, expect } from '@playwright/test'
import { formatSrd } from '../../domain/format'
import type { AdminStats } from '../../domain/admin_stats'
import { sharedLogIn, storeSession } from './support/stored_session'

/*
 * The admin dashboard as an admin meets it: the figures on the page are the server's
 * (GET /api/admin/stats, checked against direct counts in tests/functional/platform/), the queues link into
 * their lists, and a recent order opens its detail.
 */
test('the admin sees the server’s figures, the queues link into their lists and a recent order opens', async ({ page }) => {
  const grant = await sharedLogIn(page.request, 'admin@demo.sr')
  await storeSession(page, grant)
  await page.goto('/dashboard')
  await expect(page.getByTestId('kpi-month')).toBeVisible({ timeout: 15_000 })
  const response = await page.request.get('/api/admin/stats', { headers: { Authorization: `Bearer ${grant.token}` } })
  expect(response.status()).toBe(200)
  const stats = (await response.json()).data as AdminStats

  await expect(page).toHaveTitle(/^Dashboard · /)
  await expect(page.getByTestId('kpi-month')).toContainText(formatSrd(stats.sales.last30Days.gross))
  await expect(page.getByTestId('kpi-month')).toContainText(`${stats.sales.last30Days.tickets} tickets`)
  await expect(page.getByTestId('kpi-platform-fees')).toContainText(formatSrd(stats.platformFees.last30Days))
  await expect(page.getByTestId('kpi-events')).toContainText(String(stats.events.active))
  await expect(page.getByTestId('queue-venues').locator('p').first()).toHaveText(String(stats.venuesAwaitingApproval))
  await expect(page.getByTestId('queue-refunds').locator('p').first()).toHaveText(String(stats.refunds.orders))
  await expect(page.getByTestId('queue-venues').getByRole('link')).toHaveAttribute(
    'href',
    `#/venues?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`
  )
  await expect(page.getByTestId('queue-refunds').getByRole('link')).toHaveAttribute('href', '#/refunds')
  await expect(page.getByTestId('sales-chart')).toBeVisible()

  const latest = stats.recentOrders[0]
  test.skip(!latest, 'the demo data has no sales')
  const rows = page.getByTestId('recent-orders').locator('tbody tr')
  await expect(rows).toHaveCount(stats.recentOrders.length)
  await expect(rows.first()).toContainText(latest.orderNumber)
  await expect(rows.first()).toContainText(latest.eventTitle)
  await rows.first().getByRole('link', { name: latest.orderNumber }).click()
  await expect(page).toHaveURL(new RegExp(`#/orders/${latest.id}/show$`))
  await expect(page.getByRole('main')).toContainText(latest.orderNumber, { timeout: 15_000 })
})
