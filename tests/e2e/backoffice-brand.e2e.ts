/*
 * The back office in the product's brand, so staff know they are on the same site: the storefront's green in the app bar, the buttons and the
 * current menu entry; the site's name and logo from the platform settings; a link to the public site; the menu in
 * groups whose headings fold their entries away, labels that fit (the lower-case nouns of 'Geen bestellingen
 * gevonden' are tests/unit/backoffice/mid_sentence_names.spec.ts). Screenshots of each role's first screen at phone and desktop width, in Dutch and
 * English, go to test-results/i26/ to be looked at.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'

/** The back office's lazy chunks load slowly on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
/** The storefront's --brand (storefront/src/styles/global.css). */
const BRAND_GREEN = 'rgb(27, 122, 67)'
const SHOTS = 'test-results/i26'

/** The menu's labels that are cut off (text wider than its box), as 'label: text/box px'. */
async function clippedLabels(page: Page): Promise<string[]> {
  return page
    .getByTestId('role-menu')
    .locator('[role=menuitem] .MuiTypography-root')
    .evaluateAll((labels) =>
      labels.filter((el) => el.scrollWidth > el.clientWidth).map((el) => `${el.textContent}: ${el.scrollWidth}/${el.clientWidth}px`)
    )
}

async function putSettings(page: Page, grant: Grant, data: Record<string, unknown>) {
  const response = await page.request.put('/api/platform-settings', { headers: { Authorization: `Bearer ${grant.token}` }, data })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe.serial('the back office in the brand', () => {
  let admin: Grant
  let originalName: string

  test.beforeAll(async ({ request }) => {
    admin = await sharedLogIn(request, 'admin@demo.sr')
    const response = await request.get('/api/platform-settings', { headers: { Authorization: `Bearer ${admin.token}` } })
    originalName = ((await response.json()).data as { websiteName: string }).websiteName
  })

  test.afterAll(async ({ request }) => {
    await request.put('/api/platform-settings', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { websiteName: originalName },
    })
  })

  test('the app bar shows the site name from the platform settings and links to the storefront, in the brand green', async ({ page }) => {
    test.slow()
    const name = `Merktest ${Date.now() % 100000}`
    await putSettings(page, admin, { websiteName: name })
    await page.setViewportSize(DESKTOP)
    await storeSession(page, admin)
    await page.goto('/dashboard')

    await expect(page.getByTestId('site-name')).toHaveText(name)
    const bar = page.locator('header.MuiAppBar-root')
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRAND_GREEN)
    // The current menu entry is marked in the brand's green.
    const current = page.getByTestId('role-menu').getByRole('menuitem', { name: 'Dashboard' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    expect(await current.evaluate((el) => getComputedStyle(el).borderLeftColor)).toBe(BRAND_GREEN)

    const website = page.getByTestId('website-link')
    await expect(website).toHaveText('Naar de website')
    await expect(website).toHaveAttribute('href', '/')
    await website.click()
    await expect(page.getByTestId('hero-title')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
    await putSettings(page, admin, { websiteName: originalName })
  })

  test('the admin’s menu is grouped; a heading folds its group; the longest label fits; folded to icons every entry stays', async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize(DESKTOP)
    await storeSession(page, admin)
    await page.goto('/dashboard')
    const menu = page.getByTestId('role-menu')
    const groups = {
      Verkoop: ['Bestellingen', 'Kassadiensten', 'Terugbetalingen', 'Uitbetalingen', 'Afrekeningen met agents', 'Exports', 'Ticketswitch'],
      Evenementen: [
        'Evenementen',
        'Kortingscodes',
        'Berichten aan bezoekers',
        'Ticketcontrole',
        'Categorieën',
        'Reviews',
        'Reviewmoderatie',
      ],
      Venues: ['Venues', 'Boekingsaanvragen', 'Voorzieningen'],
      Team: ['Team', 'Partnerschappen', 'Webhooks', 'Gebruikers'],
      Platform: ['Platforminstellingen', 'Wisselkoersen', 'Auditlog', 'Bewaartermijnen'],
    }
    await expect(menu.getByTestId('menu-group-heading')).toHaveText(Object.keys(groups))
    for (const [heading, entries] of Object.entries(groups)) {
      const list = menu.getByRole('menu', { name: heading })
      await expect(list.getByRole('menuitem')).toHaveText(entries)
    }
    // 'Dashboard' alone in its group: no heading of its own, above the groups.
    await expect(menu.getByRole('button', { name: 'Overzicht' })).toHaveCount(0)
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible()

    // Not cut off ('Afrekeningen met ag…'): the label's text is as wide as its box.
    const label = menu.getByRole('menuitem', { name: 'Afrekeningen met agents' }).locator('.MuiTypography-root')
    const { scrollWidth, clientWidth } = await label.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    expect(await clippedLabels(page)).toEqual([])

    // A heading folds its entries away and back; the choice survives a reload.
    const sales = menu.getByRole('button', { name: 'Verkoop' })
    await expect(sales).toHaveAttribute('aria-expanded', 'true')
    await sales.click()
    await expect(sales).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('menuitem', { name: 'Bestellingen' })).toHaveCount(0)
    await page.reload()
    await expect(menu.getByRole('button', { name: 'Verkoop' })).toHaveAttribute('aria-expanded', 'false')
    await expect(menu.getByRole('menuitem', { name: 'Bestellingen' })).toHaveCount(0)
    await menu.getByRole('button', { name: 'Verkoop' }).click()
    await expect(menu.getByRole('menuitem', { name: 'Bestellingen' })).toBeVisible()

    // Folded to icons: no headings, every entry named by its label.
    await page.getByRole('button', { name: 'Menu sluiten' }).click()
    await expect(menu.getByTestId('menu-group-heading')).toHaveCount(0)
    await expect(menu.getByRole('menuitem')).toHaveCount(Object.values(groups).flat().length + 1)
    await expect(menu.getByRole('menuitem', { name: 'Afrekeningen met agents' })).toHaveAttribute('title', 'Afrekeningen met agents')
    await page.getByRole('button', { name: 'Menu openen' }).click()
    await expect(menu.getByTestId('menu-group-heading')).toHaveCount(5)
  })

  for (const language of ['nl', 'en'] as const) {
    const texts = language === 'nl' ? { orders: 'Bestellingen', openMenu: 'Menu openen' } : { orders: 'Orders', openMenu: 'Open menu' }
    test(`narrowing the window to a phone’s width leaves the page readable (${language}): no menu left open unseen, the menu opens and closes`, async ({
      page,
    }) => {
      await storeSession(page, await sharedLogIn(page.request, 'organizer@demo.sr'))
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
      await page.setViewportSize(DESKTOP)
      await page.goto('/organizer-dashboard#/orders')
      await expect(page.getByTestId('role-menu').getByRole('menuitem', { name: texts.orders })).toBeVisible()
      await page.setViewportSize(PHONE)
      // The phone's menu is a drawer over the page, closed until its button is pressed; longer than its slide (225 ms).
      await page.waitForTimeout(1_000)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true')
      await expect(page.getByRole('button', { name: texts.openMenu })).toBeVisible()
      await page.screenshot({ path: `${SHOTS}/narrowed-${language}-phone.png` })

      await page.getByRole('button', { name: texts.openMenu }).click()
      await expect(page.getByRole('dialog').getByRole('menuitem', { name: texts.orders })).toBeVisible()
      await expect(page.locator('#root')).toHaveAttribute('aria-hidden', 'true')
      await page.screenshot({ path: `${SHOTS}/narrowed-${language}-phone-menu.png` })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden', 'true')
      await expect(page.getByRole('button', { name: texts.openMenu })).toBeVisible()
    })
  }

  for (const account of [
    { email: 'admin@demo.sr', path: '/dashboard', role: 'admin' },
    { email: 'organizer@demo.sr', path: '/organizer-dashboard', role: 'organizer' },
    { email: 'loket@demo.sr', path: '/loket-dashboard', role: 'loket' },
  ]) {
    for (const language of ['nl', 'en'] as const) {
      test(`${account.role} (${language}): the first screen at desktop and phone width; nothing wider than the phone`, async ({ page }) => {
        test.setTimeout(150_000)
        const grant = await sharedLogIn(page.request, account.email)
        await storeSession(page, grant)
        // The storefront's choice, which the back office follows until one is picked in its app bar.
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language)
        const websiteLabel = language === 'nl' ? 'Naar de website' : 'To the website'

        await page.setViewportSize(DESKTOP)
        await page.goto(account.path)
        await expect(page.getByTestId('site-brand')).toBeVisible()
        await expect(page.getByTestId('website-link')).toHaveText(websiteLabel)
        await page.waitForLoadState('networkidle')
        // The dashboard itself has loaded (react-admin's 'Laden' / 'Loading' is gone).
        await expect(page.getByText(language === 'nl' ? 'Even geduld' : 'Please wait', { exact: true })).toHaveCount(0, { timeout: 60_000 })
        expect(await clippedLabels(page)).toEqual([])
        await page.screenshot({ path: `${SHOTS}/${account.role}-${language}-desktop.png` })

        await page.setViewportSize(PHONE)
        await page.reload()
        await expect(page.getByTestId('site-brand')).toBeVisible()
        await expect(page.getByRole('link', { name: websiteLabel })).toBeVisible()
        await page.waitForLoadState('networkidle')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
        await page.screenshot({ path: `${SHOTS}/${account.role}-${language}-phone.png` })
        await page.getByRole('button', { name: language === 'nl' ? 'Menu openen' : 'Open menu' }).click()
        await expect(page.getByTestId('role-menu')).toBeVisible()
        expect(await clippedLabels(page)).toEqual([])
        await page.screenshot({ path: `${SHOTS}/${account.role}-${language}-phone-menu.png` })
      })
    }
  }
})
