import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'

/*
 * The back office speaks Dutch first and English completely, one core dictionary downloaded per
 * language (backoffice/src/i18n/locales/) and each page's own texts with the page (messages.<language>.ts of its
 * folder). It follows the storefront's choice (localStorage `language`) and switches in the app bar without a
 * reload, the open pages' texts included.
 */
test.describe('back office languages', () => {
  test('an organizer who chose English on the storefront gets the English dashboard; switching to Dutch needs no reload', async ({
    page,
    request,
  }) => {
    test.slow()
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    await storeSession(page, grant)
    await page.addInitScript(() => localStorage.setItem('language', 'en'))
    const dictionaries: string[] = []
    const pageTexts: string[] = []
    page.on('request', (sent) => {
      const name = new URL(sent.url()).pathname.split('/').pop() ?? ''
      if (/^(nl|en)-[\w-]+\.js$/.test(name)) dictionaries.push(name.slice(0, 2))
      const folderTexts = /^messages\.(nl|en)-[\w-]+\.js$/.exec(name)
      if (folderTexts) pageTexts.push(folderTexts[1])
    })

    await page.goto('/organizer-dashboard')
    await expect(page.getByText('Sales in the last 30 days')).toBeVisible()
    await expect(page.getByText('Verkoop laatste 30 dagen')).toHaveCount(0)
    expect(dictionaries).toEqual(['en'])
    // The dashboard's own texts, in English only: no Dutch file, no other page's texts.
    expect(pageTexts).toEqual(['en'])

    await page.getByRole('button', { name: /language/i }).click()
    await page.getByRole('menuitem', { name: 'Nederlands' }).click()
    await expect(page.getByText('Verkoop laatste 30 dagen')).toBeVisible()
    expect(dictionaries).toEqual(['en', 'nl'])
    expect(pageTexts).toEqual(['en', 'nl'])

    // A resource's texts come with its list, in the language in use, and follow a switch back.
    await page.getByTestId('role-menu').getByRole('menuitem', { name: 'Evenementen' }).click()
    await expect(page.getByTestId('event-sold').first()).toContainText('Verkocht / plaatsen')
    expect(pageTexts).toEqual(['en', 'nl', 'nl'])
    await page.getByRole('button', { name: /taal/i }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await expect(page.getByTestId('event-sold').first()).toContainText('Sold / places')
    await expect(page.getByTestId('role-menu').getByRole('menuitem', { name: 'Events' })).toBeVisible()
  })
  test('an agent reading English sees the bell’s notifications in English; the organizer’s own words stay as written', async ({
    page,
    request,
  }) => {
    await storeSession(page, await sharedLogIn(request, 'agent@demo.sr'))
    await page.addInitScript(() => localStorage.setItem('language', 'en'))
    await page.goto('/agent-dashboard')
    await page.getByTestId('notification-bell').click()
    const items = page.getByTestId('notification-item')
    // Stored in Dutch from the template: said in English.
    const approved = items.filter({ hasText: 'Sranan Events N.V.' }).filter({ hasText: 'Partnership approved' })
    await expect(approved).toContainText('Sranan Events N.V. approved your partnership request. You can sell tickets now.')
    await expect(items.filter({ hasText: 'Partnerschap goedgekeurd' })).toHaveCount(0)
    // A demo row written by hand (no template): its title in English, its text as stored.
    await expect(items.filter({ hasText: 'Partnership rejected' })).toContainText('voor de summit verkopen zij alleen online')
  })
})
