/*
 * A person's own data in /account-settings ('Privacy'): 'Mijn gegevens downloaden' is answered at once, the ZIP is
 * built in the background and mailed as a link back to the settings, whose button downloads it (the person's own
 * order inside); 'Account verwijderen' warns about a ticket for an event to come, takes the password, signs the person
 * out to the home page with a confirmation, and the old address and password no longer sign in. Screenshots of the
 * section at phone and desktop size, in Dutch and English.
 */
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { waitForSinkMail } from './support/message_sinks'
import { DEMO_PASSWORD, logIn, storeSignedInSession, type Grant } from './support/stored_session'
import { resaleTicket } from './support/ticketswitch_helpers'

const SHOTS = resolve(process.env.OWN_DATA_SHOTS_DIR ?? 'test-results/screenshots-owndata')
/** Each password check costs the server a hash (seconds on a loaded 2-core runner). */
const PASSWORD_ANSWER_MS = 15_000

let counter = 0
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${counter++}@e2e.sr`

async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('astro-island[ssr]:not([client="interaction"])')).toHaveCount(0)
}

/** A new buyer, signed in, with one free ticket for an event still to come. */
async function buyerWithTicket(request: APIRequestContext, prefix: string): Promise<{ grant: Grant; orderNumber: string }> {
  const email = uniqueEmail(prefix)
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Anika', lastName: 'Sewdien', email, password: DEMO_PASSWORD, acceptTerms: true },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const grant = await logIn(request, email)
  const { orderNumber } = await resaleTicket(request, { email, token: grant.token })
  return { grant, orderNumber }
}

async function openSettings(page: Page, path = '/account-settings') {
  await page.goto(path)
  await settled(page)
  return page.getByRole('region', { name: /^(Privacy)$/ })
}

/** The Privacy section at phone and desktop size, in Dutch and English; the page is left in Dutch. */
async function shoot(page: Page, name: string, prepare: (lang: 'nl' | 'en') => Promise<void>) {
  for (const lang of ['nl', 'en'] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: page.url() }])
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ]) {
      await page.setViewportSize({ width, height })
      await page.reload()
      await settled(page)
      await prepare(lang)
      const region = page.locator('section[aria-labelledby="settings-privacy"]')
      await region.scrollIntoViewIfNeeded()
      // The sticky header would cover the section's top in an element shot.
      await region.screenshot({
        path: `${SHOTS}/${name}-${lang}-${width}x${height}.png`,
        style: '.site-header { position: static !important; }',
      })
      if (width === 390) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(0)
      }
    }
  }
  await page.context().addCookies([{ name: 'lang', value: 'nl', url: page.url() }])
}

test.describe('Mijn gegevens', () => {
  test('ask for the download, follow the mailed link, get a ZIP with one’s own order', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000)
    const { grant, orderNumber } = await buyerWithTicket(request, 'gegevens')
    await storeSignedInSession(page, grant, baseURL!)

    const privacy = await openSettings(page)
    await expect(privacy).toContainText('Mijn gegevens downloaden')
    await privacy.getByRole('button', { name: 'Mijn gegevens downloaden' }).click()
    await expect(privacy.getByTestId('data-export-message')).toHaveText(
      'We stellen je gegevens samen; je krijgt een e-mail met een downloadlink.'
    )

    const mail = await waitForSinkMail({ to: grant.user.email, subject: 'Je gegevens' }, 30_000)
    const link = mail.links.find((candidate) => candidate.includes('/account-settings?dataExport='))
    expect(link).toBeTruthy()
    const linkPath = new URL(link!).pathname + new URL(link!).search

    const opened = await openSettings(page, linkPath)
    await expect(opened.getByTestId('data-export-status')).toContainText('Klaar om te downloaden')
    const downloading = page.waitForEvent('download')
    await opened.getByRole('button', { name: 'Downloaden (ZIP)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^mijn-gegevens-\d{4}-\d{2}-\d{2}\.zip$/)
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)))
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'orders.json', 'tickets.json', 'activity.json']))
    const orders = JSON.parse(strFromU8(files['orders.json'])) as { orderNumber: string }[]
    expect(orders.map((order) => order.orderNumber)).toEqual([orderNumber])
    const account = strFromU8(files['account.json'])
    expect(account).toContain(grant.user.email)
    expect(account).not.toContain('password')

    await shoot(page, 'export-ready', async (lang) => {
      await expect(page.getByTestId('data-export-status')).toContainText(lang === 'nl' ? 'Klaar om te downloaden' : 'Ready to download')
    })
  })
})

test.describe('Account verwijderen', () => {
  test('a buyer with a ticket to come is warned, confirms with the password, is signed out and cannot sign in again', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const { grant } = await buyerWithTicket(request, 'verwijderen')
    await storeSignedInSession(page, grant, baseURL!)
    await openSettings(page)

    await shoot(page, 'delete-confirm', async (lang) => {
      const deletion = page.getByTestId('account-deletion')
      await deletion.getByRole('button', { name: lang === 'nl' ? 'Account verwijderen' : 'Delete account' }).click()
      await expect(deletion.getByTestId('future-tickets-warning')).toBeVisible()
    })
    await page.reload()
    await settled(page)

    const deletion = page.getByTestId('account-deletion')
    await deletion.getByRole('button', { name: 'Account verwijderen' }).click()
    const confirm = deletion.getByTestId('delete-confirm')
    await expect(confirm.getByTestId('future-tickets-warning')).toContainText(
      'Je hebt 1 ticket voor een evenement dat nog komt. Het blijft geldig bij de ingang'
    )

    await confirm.getByLabel('Je wachtwoord').fill('Niet-mijn-wachtwoord-1')
    await confirm.getByRole('button', { name: 'Definitief verwijderen' }).click()
    await expect(confirm).toContainText('Wachtwoord is onjuist', { timeout: PASSWORD_ANSWER_MS })

    await confirm.getByLabel('Je wachtwoord').fill(DEMO_PASSWORD)
    await confirm.getByRole('button', { name: 'Definitief verwijderen' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('account') === 'deleted', { timeout: PASSWORD_ANSWER_MS })
    await expect(page.getByTestId('account-gone-notice')).toHaveText(
      'Je account is verwijderd. Je bestellingen zijn geanonimiseerd bewaard voor de boekhouding.'
    )
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible()
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ]) {
      await page.setViewportSize({ width, height })
      await page.screenshot({ path: `${SHOTS}/deleted-home-nl-${width}x${height}.png` })
    }

    const again = await request.post('/api/auth/login', { data: { email: grant.user.email, password: DEMO_PASSWORD } })
    expect(again.status()).toBe(401)
    const oldSession = await request.get('/api/auth/validate-status', { headers: { authorization: `Bearer ${grant.token}` } })
    expect([401, 403]).toContain(oldSession.status())
  })
})
