/*
 * The demo agent (agent@demo.sr) adds an agent_loket_medewerker who may sell one partnered event; the
 * invitation arrives (mail sink), the new person chooses a password through its link, signs in and lands on
 * /agent-dashboard; the agent's team list shows them as active.
 */
import { test, expect as baseExpect } from '@playwright/test'
import { sharedLogIn, storeSession } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'
import { linkTo, signInOnLoginPage } from './support/auth_helpers'

const expect = baseExpect.configure({ timeout: 15_000 })
const EVENT = 'Kaseko Nacht aan de Waterkant'

test('the agent adds a loket seller with one assigned event; the invitation sets a password and they land on /agent-dashboard', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `verkoper-${Date.now()}@example.sr`
  await storeSession(page, await sharedLogIn(request, 'agent@demo.sr'))
  await page.goto('/agent-dashboard#/agent-team-members')
  // The demo team: the agent's manager and loket seller.
  await expect(page.getByText('Marlon Doelwijt').first()).toBeVisible({ timeout: 30_000 })

  await page.getByRole('link', { name: 'Nieuw' }).first().click()
  await page.getByLabel('Voornaam').fill('Ravi')
  await page.getByLabel('Achternaam').fill('Jadnanansing')
  await page.getByLabel('E-mailadres').fill(email)
  await expect(page.getByRole('combobox', { name: 'Rol' })).toContainText('Agent Loketmedewerker')
  await page.getByRole('combobox', { name: 'Evenementen' }).click()
  await page.getByRole('option', { name: EVENT }).click()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByText('Uitnodiging verstuurd.', { exact: false })).toBeVisible()
  const row = page.locator('tr, li').filter({ hasText: email })
  await expect(row.getByText('Uitgenodigd')).toBeVisible()

  const mail = await waitForSinkMail({ to: email, subject: 'nodigt je uit' }, 30_000)
  expect(mail.text).toContain('agent loketmedewerker')
  const person = await browser.newPage({ baseURL: test.info().project.use.baseURL })
  await person.goto(linkTo(mail, '/reset-password'))
  await person.waitForLoadState('networkidle')
  await person.getByLabel('Nieuw wachtwoord').fill('Verkoper-geheim-1')
  await person.getByLabel('Herhaal wachtwoord').fill('Verkoper-geheim-1')
  await person.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(person.getByTestId('reset-done')).toContainText('Je wachtwoord is gewijzigd')
  await signInOnLoginPage(person, email, 'Verkoper-geheim-1', '/agent-dashboard')
  await expect(person.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await person.close()

  await page.reload()
  await expect(page.locator('tr, li').filter({ hasText: email }).getByText('Actief')).toBeVisible({ timeout: 30_000 })
  // The edit form shows the one assigned event.
  await page.locator('tr, li').filter({ hasText: email }).first().click()
  await expect(page.getByRole('button', { name: EVENT })).toBeVisible()
})
