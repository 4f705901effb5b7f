import { test, expect as baseExpect, type APIRequestContext } from '@playwright/test'
import { waitForSinkMail } from './support/message_sinks'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'

/*
 * End to end: the demo venue operator registers a venue in the back office; it is not public.
 * The admin approves it from the queue; the storefront shows it at once, the operator got the mail, and the
 * venue's history in the back office shows the approval.
 */

// Saves, list reloads and the record's refetch after an action: a busy CI machine needs more than 5 s for some (chunks of a cold back office too).
const expect = baseExpect.configure({ timeout: 30_000 })

async function publicNames(request: APIRequestContext): Promise<string[]> {
  const body = await (await request.get('/api/venues/public')).json()
  return (body.data as { name: string }[]).map((venue) => venue.name)
}

test.describe('venue approval', () => {
  test('an operator registers a venue, the admin approves it from the queue, it is public at once and the operator is mailed', async ({
    browser,
    request,
  }) => {
    // A cold server builds the back office's chunks on first use.
    test.setTimeout(180_000)
    const operator = await sharedLogIn(request, 'venue@demo.sr')
    const admin = await sharedLogIn(request, 'admin@demo.sr')
    const name = `Zaal Goedkeuring ${Date.now().toString(36)}`
    let venueId: number | null = null

    const pageAs = async (grant: Grant) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await storeSession(page, grant)
      return page
    }

    try {
      // The operator registers it in the back office.
      const operatorPage = await pageAs(operator)
      await operatorPage.goto('/venue-dashboard#/venues/create')
      await operatorPage.getByLabel('Naam van de venue').fill(name)
      await operatorPage.getByLabel('Straatnaam').fill('Kwattaweg')
      await operatorPage.getByLabel('Huisnummer').fill('12')
      await operatorPage.getByLabel('District').click()
      await operatorPage.getByRole('option', { name: 'Wanica' }).click()
      await operatorPage.getByLabel('Maximale capaciteit (personen)').fill('250')
      await operatorPage.getByTestId('venue-facilities').getByLabel('Parkeren').check()
      await operatorPage.getByRole('button', { name: 'Opslaan' }).click()
      await expect(operatorPage.getByText('Je venue is aangemeld en wacht op goedkeuring door een beheerder.')).toBeVisible()
      const card = operatorPage.getByTestId('venue-card').filter({ hasText: name })
      await expect(card.getByTestId('venue-status')).toHaveText('Wacht op goedkeuring')

      const mine = await (
        await request.get(`/api/venues/owner/${operator.user.id}?perPage=100`, { headers: { Authorization: `Bearer ${operator.token}` } })
      ).json()
      venueId = (mine.data as { id: number; name: string; parking: boolean }[]).find((venue) => venue.name === name)!.id
      expect(mine.data.find((venue: { id: number }) => venue.id === venueId).parking).toBe(true)

      // Not public: not in the list, and its page is 'Toegang Geweigerd'.
      expect(await publicNames(request)).not.toContain(name)
      expect((await request.get(`/api/venues/${venueId}`)).status()).toBe(403)

      // The admin finds it in the queue (the dashboard's link) and approves it.
      const adminPage = await pageAs(admin)
      await adminPage.goto(`/dashboard#/venues?filter=${encodeURIComponent('{"status":"pending"}')}`)
      const queued = adminPage.getByTestId('venue-card').filter({ hasText: name })
      await expect(queued).toContainText('venue@demo.sr')
      await expect(queued).toContainText('Wanica · 250 personen')
      await queued.getByTestId('venue-approve').click()
      await adminPage.getByRole('dialog').getByRole('button', { name: 'Goedkeuren' }).click()
      await expect(adminPage.getByText('Venue goedgekeurd; de eigenaar krijgt een e-mail')).toBeVisible()
      await expect(adminPage.getByTestId('venue-card').filter({ hasText: name })).toHaveCount(0)

      // Public at once: the storefront's list and page.
      expect(await publicNames(request)).toContain(name)
      const visitor = await browser.newPage()
      await visitor.goto('/venues')
      await expect(visitor.getByTestId('venue-card').filter({ hasText: name })).toHaveCount(1)
      await visitor.goto(`/venues/${venueId}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name)

      // The operator's mail.
      const mail = await waitForSinkMail({ to: 'venue@demo.sr', subject: `Je venue ${name} is goedgekeurd` })
      expect(mail.links.some((link) => link.endsWith(`/venues/${venueId}`))).toBe(true)

      // The record's history shows the approval, by whom, with before and after.
      // A fresh page: a hash change on the queue's page can be undone by the list's own filter sync in the address.
      const recordPage = await pageAs(admin)
      await recordPage.goto(`/dashboard#/venues/${venueId}`)
      await expect(recordPage.getByTestId('venue-status')).toHaveText('Goedgekeurd')
      const approval = recordPage.getByTestId('audit-entry').first()
      await expect(approval).toContainText(' · goedgekeurd')
      await expect(approval).toContainText('approvalStatus: pending → approved')
    } finally {
      // Other journeys count the demo venues: this one goes again (soft delete).
      if (venueId) await request.delete(`/api/admin/venues/${venueId}`, { headers: { Authorization: `Bearer ${admin.token}` } })
    }
  })
})
