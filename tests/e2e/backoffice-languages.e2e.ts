import { test, expect } from '@playwright/test'
import { sharedLogIn, storeSession } from './stored_session'

/*
 * Issue 12 §2: the back office speaks Dutch first and English completely, one dictionary downloaded per
 * language (backoffice/src/i18n/locales/). It follows the storefront's choice (localStorage `language`) and
 * switches in the app bar without a reload.
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
    page.on('request', (sent) => {
      const name = new URL(sent.url()).pathname.split('/').pop() ?? ''
      if (/^(nl|en)-[\w-]+\.js$/.test(name)) dictionaries.push(name.slice(0, 2))
    })

    await page.goto('/organizer-dashboard')
    await expect(page.getByText('Sales in the last 30 days')).toBeVisible()
    await expect(page.getByText('Verkoop laatste 30 dagen')).toHaveCount(0)
    expect(dictionaries).toEqual(['en'])

    await page.getByRole('button', { name: /language/i }).click()
    await page.getByRole('menuitem', { name: 'Nederlands' }).click()
    await expect(page.getByText('Verkoop laatste 30 dagen')).toBeVisible()
    expect(dictionaries).toEqual(['en', 'nl'])
  })
})
