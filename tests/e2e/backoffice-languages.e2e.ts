import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'

/*
 * The back office speaks Dutch first, English and Spanish completely, French and German over the Dutch texts key by
 * key; one core dictionary downloaded per language (backoffice/src/i18n/locales/) and each page's own texts with the
 * page (messages.<language>.ts of its folder). It follows the storefront's choice (localStorage `language`) and
 * switches in the app bar without a reload, the open pages' texts included.
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

  test('the language menu offers all five languages by their own names; Español turns the menu, dashboard and lists Spanish', async ({
    page,
    request,
  }) => {
    test.slow()
    await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))
    const dictionaries: string[] = []
    const pageTexts: string[] = []
    page.on('request', (sent) => {
      const name = new URL(sent.url()).pathname.split('/').pop() ?? ''
      if (/^(nl|en|es|fr|de)-[\w-]+\.js$/.test(name)) dictionaries.push(name.slice(0, 2))
      const folderTexts = /^messages\.(nl|en|es|fr|de)-[\w-]+\.js$/.exec(name)
      if (folderTexts) pageTexts.push(folderTexts[1])
    })

    await page.goto('/organizer-dashboard')
    await expect(page.getByText('Verkoop laatste 30 dagen')).toBeVisible()
    await page.getByRole('button', { name: /taal/i }).click()
    const menu = page.getByRole('menu')
    await expect(menu.getByRole('menuitem')).toHaveText(['Nederlands', 'English', 'Español', 'Français', 'Deutsch'])
    await menu.getByRole('menuitem', { name: 'Español' }).click()

    await expect(page.getByText('Ventas de los últimos 30 días')).toBeVisible()
    await expect(page.getByText('Verkoop laatste 30 dagen')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible()
    // Spanish is complete: its own core and the page's own texts, no Dutch underneath.
    expect(dictionaries).toEqual(['nl', 'es'])
    expect(pageTexts).toEqual(['nl', 'es'])

    const roleMenu = page.getByTestId('role-menu')
    await expect(roleMenu.getByRole('menuitem', { name: 'Pedidos' })).toBeVisible()
    await roleMenu.getByRole('menuitem', { name: 'Eventos' }).click()
    await expect(page.getByTestId('event-sold').first()).toContainText('Vendidas / plazas')
    expect(pageTexts).toEqual(['nl', 'es', 'es'])
  })

  test('a text French lacks shows in Dutch, key by key, and the storefront’s choice of French is followed', async ({ page, request }) => {
    test.slow()
    await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))
    await page.addInitScript(() => localStorage.setItem('language', 'fr'))
    // Whatever French the dashboard's texts hold, take one key out of them (the file itself may not exist yet).
    await page.route('**/messages.fr-*.js', async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replaceAll('gross_hint:', 'gross_hint_left_out:')
      await route.fulfill({ response, body })
    })

    await page.goto('/organizer-dashboard')
    await expect(page.getByRole('button', { name: /Français/ })).toBeVisible()
    await expect(page.getByTestId('kpi-gross')).toContainText('Wat kopers betaalden, kosten inbegrepen')
    await expect(page.getByText('gross_hint')).toHaveCount(0)
  })

  test('a Spanish reader from the storefront gets the Spanish back office at once', async ({ page, request }) => {
    await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))
    await page.addInitScript(() => localStorage.setItem('language', 'es'))
    await page.goto('/organizer-dashboard')
    await expect(page.getByTestId('kpi-gross')).toContainText('Lo que pagaron los compradores, comisiones incluidas')
    await expect(page.getByTestId('role-menu').getByRole('menuitem', { name: 'Eventos' })).toBeVisible()
  })
})
