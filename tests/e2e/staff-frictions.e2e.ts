/*
 * The staff roles' frictions, walked as each person meets them: the loket clerk closes a cash shift on the
 * dashboard and the report is there at once, ready to print; the scanner's event list puts tonight first and hides
 * drafts, an unknown code is repeated with the name search; an agent sees what each organizer does before asking;
 * the admin reads role names, the audit log with its filters and the back office's not-found page in plain Dutch;
 * a venue operator who is signed in goes straight to the venue step of /register-venue. Each screen is also
 * photographed at phone and desktop width in Dutch and English (test-results/i26/, for people to look at).
 */
import { test, expect as baseExpect, type Browser, type Page } from '@playwright/test'
import { encodeSessionHint } from '../../storefront/src/lib/session_hint'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession, type Grant } from './support/stored_session'
import { pickerDay, typeInPicker } from './support/pickers'

// The back office loads its views and texts lazily: allow a busy machine some time.
const expect = baseExpect.configure({ timeout: 20_000 })

const SHOTS = 'test-results/i26'
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const

/** A new page at a width, in a language, signed in as `grant`. */
async function pageFor(browser: Browser, grant: Grant | null, lang: 'nl' | 'en', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: lang === 'nl' ? 'nl-NL' : 'en-GB' })
  const page = await context.newPage()
  await page.addInitScript((language) => localStorage.setItem('language', language), lang)
  if (grant) await storeSession(page, grant)
  return page
}

/** The same screen at both widths in both languages; `reach` brings a fresh page to the state to photograph. */
async function photograph(
  browser: Browser,
  grant: Grant | null,
  name: string,
  reach: (page: Page, lang: 'nl' | 'en') => Promise<void>,
  /** Smaller screens: Dutch on the phone and English on the desktop only. */
  pair = false
) {
  for (const lang of ['nl', 'en'] as const) {
    for (const viewport of VIEWPORTS) {
      if (pair && (lang === 'nl') !== (viewport.name === 'phone')) continue
      const page = await pageFor(browser, grant, lang, viewport)
      await reach(page, lang)
      await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${viewport.name}.png`, fullPage: true })
      await page.context().close()
    }
  }
}

async function closeOpenShifts(sellerId: number) {
  await sql(
    `UPDATE loket_shifts SET closed_at = now(), closed_by = seller_id, counted_cash = opening_float, expected_cash = opening_float,
       difference = 0, report_number = (SELECT coalesce(max(report_number), 0) + 1 FROM loket_shifts s WHERE s.organizer_id = loket_shifts.organizer_id)
     WHERE seller_id = $1 AND closed_at IS NULL`,
    [sellerId]
  )
}

/** On the loket dashboard: open a shift with SRD 100 and close it counting SRD 100. */
async function openAndCloseShift(page: Page, lang: 'nl' | 'en') {
  await page.goto('/loket-dashboard')
  const panel = page.getByTestId('shift-panel')
  await expect(panel).toBeVisible({ timeout: 30_000 })
  await page.getByTestId('opening-float').fill('100')
  await panel.getByRole('button', { name: lang === 'nl' ? 'Dienst openen' : 'Open shift' }).click()
  await expect(page.getByTestId('counted-cash')).toBeVisible()
  await page.getByTestId('counted-cash').fill('100')
  await panel.getByRole('button', { name: lang === 'nl' ? 'Dienst afsluiten' : 'Close shift' }).click()
  await expect(page.getByTestId('shift-report')).toBeVisible()
}

test.describe.configure({ mode: 'serial' })

test('loket: closing the shift on the dashboard shows the report at once, ready to print; the menu holds only what a clerk uses', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000)
  const seller = await sharedLogIn(page.request, 'loket@demo.sr')
  await closeOpenShifts(seller.user.id)
  await storeSession(page, seller)
  await openAndCloseShift(page, 'nl')
  const report = page.getByTestId('shift-report')
  await expect(report.getByRole('heading', { name: /Kassarapport \d+/ })).toBeVisible()
  await expect(report).toContainText('Verwacht in kas')
  await expect(report).toContainText('Geteld')
  await expect(report).toContainText('Klopt')
  await expect(report.getByRole('button', { name: 'Print bon (80 mm)' })).toBeVisible()
  await expect(report.getByRole('button', { name: /A4/ })).toBeVisible()
  // The report replaced the closing form: its top is in view and has the focus.
  await expect(page.getByTestId('shift-closed')).toBeInViewport()
  await expect(page.getByTestId('shift-closed')).toBeFocused()

  // The organizer's dashboard holds the organizer's figures: not in a clerk's menu. Every entry opens without 'no access'.
  await expect(page.getByTestId('role-menu')).not.toContainText('Organisator dashboard')
  await expect(page.getByTestId('role-menu')).toContainText('Kassadiensten')
  const entries = await page.getByTestId('role-menu').getByRole('menuitem').all()
  const links: string[] = []
  for (const entry of entries) links.push((await entry.getAttribute('href')) ?? '')
  for (const href of links.filter((link) => link.startsWith('#'))) {
    await page.goto(`/loket-dashboard${href}`)
    await expect(page.getByRole('main')).toBeVisible()
    await expect(page.getByText(/Geen toegang|niet de juiste rechten|geen toegang tot deze gegevens/)).toHaveCount(0)
  }
  await closeOpenShifts(seller.user.id)
  await photograph(browser, seller, 'loket-close-report', async (shot, lang) => {
    await closeOpenShifts(seller.user.id)
    await openAndCloseShift(shot, lang)
  })
})

test('scanner: tonight and upcoming first, past behind "Afgelopen", no drafts; an unknown code is repeated with the name search', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000)
  const scanner = await sharedLogIn(page.request, 'scanner@demo.sr')
  const { rows: organizers } = await sql(`SELECT created_by_organizer_id AS id FROM users WHERE email = 'scanner@demo.sr'`)
  const organizerId = organizers[0].id as number
  // A draft of tonight and a past event of the same organizer, to be sure both kinds exist.
  const { rows: drafts } = await sql(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published)
     VALUES ($1, 'Concept van vanavond ' || floor(random() * 100000)::text, 'Concept', 'Muziek', now() + interval '1 hour', now() + interval '3 hours', false)
     RETURNING title`,
    [organizerId]
  )
  const { rows: pasts } = await sql(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published)
     VALUES ($1, 'Afgelopen feest ' || floor(random() * 100000)::text, 'Voorbij', 'Muziek', now() - interval '30 days', now() - interval '30 days' + interval '4 hours', true)
     RETURNING title`,
    [organizerId]
  )
  const { rows: tonights } = await sql(
    `INSERT INTO events (organizer_id, title, description, category, start_date, end_date, is_published)
     VALUES ($1, 'Vanavond aan de deur ' || floor(random() * 100000)::text, 'Vanavond', 'Muziek',
       date_trunc('day', now() AT TIME ZONE 'America/Paramaribo') AT TIME ZONE 'America/Paramaribo' + interval '23 hours',
       date_trunc('day', now() AT TIME ZONE 'America/Paramaribo') AT TIME ZONE 'America/Paramaribo' + interval '23 hours 30 minutes', true)
     RETURNING id, title`,
    [organizerId]
  )
  const [draft, past, tonight] = [drafts[0].title as string, pasts[0].title as string, tonights[0]]

  await storeSession(page, scanner)
  await page.addInitScript(() => localStorage.removeItem('scanner.eventId'))
  await page.goto('/ticket-validation')
  await page.getByTestId('scanner-event').locator('..').getByRole('combobox').click()
  const listbox = page.getByRole('listbox')
  await expect(listbox).toBeVisible()
  const texts = await listbox.locator('li').allInnerTexts()
  assertOrder(texts, ['Vandaag en nu bezig', tonight.title as string, 'Binnenkort'])
  expect(texts.join('\n')).not.toContain(draft)
  expect(texts.join('\n')).not.toContain(past)
  await page.keyboard.press('Escape')

  await page.getByTestId('scanner-show-past').click()
  await page.getByTestId('scanner-event').locator('..').getByRole('combobox').click()
  const withPast = await page.getByRole('listbox').locator('li').allInnerTexts()
  assertOrder(withPast, ['Binnenkort', 'Afgelopen', past])
  expect(withPast.join('\n')).not.toContain(draft)
  await page
    .getByRole('listbox')
    .getByText(tonight.title as string)
    .click()

  await page.getByTestId('scanner-code').fill('NIET-BESTAAND-4711')
  await page.getByTestId('scanner-code').press('Enter')
  const answer = page.getByTestId('scan-answer')
  await expect(answer).toHaveAttribute('data-status', 'invalid')
  await expect(answer.getByTestId('scan-code')).toContainText('NIET-BESTAAND-4711')
  await answer.getByTestId('scan-search-by-name').click()
  await expect(page.getByTestId('attendee-search')).toBeFocused()

  await photograph(browser, scanner, 'scanner-invalid', async (shot, lang) => {
    await shot.addInitScript((id) => localStorage.setItem('scanner.eventId', String(id)), tonight.id as number)
    await shot.goto('/ticket-validation')
    await shot.getByTestId('scanner-code').fill('NIET-BESTAAND-4711')
    await shot.getByTestId('scanner-code').press('Enter')
    await expect(shot.getByTestId('scan-code')).toBeVisible()
    await expect(shot.getByTestId('scanner-counts')).toBeVisible()
    void lang
  })
  await photograph(
    browser,
    scanner,
    'scanner-event-list',
    async (shot) => {
      await shot.addInitScript(() => localStorage.removeItem('scanner.eventId'))
      await shot.goto('/ticket-validation')
      await shot.getByTestId('scanner-show-past').click()
      await shot.getByTestId('scanner-event').locator('..').getByRole('combobox').click()
      await expect(shot.getByRole('listbox')).toBeVisible()
    },
    true
  )
})

/** Each of `expected` appears in `texts`, in this order. */
function assertOrder(texts: string[], expected: string[]) {
  let from = 0
  for (const part of expected) {
    const at = texts.findIndex((text, index) => index >= from && text.includes(part))
    expect(at, `${part} after position ${from} in ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(from)
    from = at + 1
  }
}

test('agent: the organizers to ask come with their upcoming events, town and whether they work with agents', async ({ page, browser }) => {
  test.setTimeout(300_000)
  const agent = await sharedLogIn(page.request, 'agent@demo.sr')
  await storeSession(page, agent)
  await page.goto('/agent-dashboard#/agent-partnerships/create')
  const choices = page.getByTestId('organizer-choice')
  await expect(choices.first()).toBeVisible({ timeout: 30_000 })
  await expect(choices.first().getByTestId('organizer-upcoming')).toContainText(/\d+ komende? evenement/)
  await expect(choices.first().getByTestId('organizer-next-events').locator('li').first()).toBeVisible()
  await expect(choices.first().getByTestId('organizer-agents')).toContainText(/Werkt met \d+ agents?|Nog geen agents/)
  await expect(page.getByTestId('organizer-city').first()).toBeVisible()
  await photograph(browser, agent, 'agent-partnership-request', async (shot) => {
    await shot.goto('/agent-dashboard#/agent-partnerships/create')
    await expect(shot.getByTestId('organizer-choice').first()).toBeVisible({ timeout: 30_000 })
  })
})

test('admin: role names instead of keys, the audit log and its filters, a venue preview, the not-found page in plain Dutch', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000)
  const admin = await sharedLogIn(page.request, 'admin@demo.sr')
  // New accounts of roles that share a display name, so the dashboard must tell them apart.
  const stamp = Date.now()
  for (const role of ['agent', 'agent_manager', 'loket_medewerker', 'agent_loket_medewerker', 'venue_operator', 'venue_owner']) {
    await sql(
      `INSERT INTO users (email, password, first_name, last_name, role, created_at) VALUES ($1, 'x', 'Nieuw', 'Account', $2, now())`,
      [`${role}-${stamp}@example.sr`, role]
    )
  }
  const { rows: venues } = await sql(`SELECT id, name FROM venues ORDER BY id LIMIT 2`)
  const { rows: people } = await sql(`SELECT id FROM users WHERE email = 'admin@demo.sr'`)
  await sql(
    `INSERT INTO audit_changes (user_id, entity_type, entity_id, action, old_values, new_values, approval, created_at) VALUES
       ($1, 'venue', $2, 'update', '{"name":"Oude naam"}', $3, 'approved', now()),
       ($1, 'event_category', 7, 'update', '{"name":"Cultuur"}', '{"name":"Kunst en cultuur"}', 'approved', now() - interval '40 days')`,
    [people[0].id, venues[0].id, JSON.stringify({ name: venues[0].name })]
  )

  await storeSession(page, admin)
  await page.goto('/dashboard')
  const newUsers = page.getByTestId('new-users')
  await expect(newUsers).toBeVisible({ timeout: 30_000 })
  await expect(newUsers).toContainText('manager van een agent')
  await expect(newUsers).not.toContainText(/agent_manager|loket_medewerker|venue_operator|venue_owner/)

  // Other journeys write audit rows too (newest first), so the 40-day-old one is looked up by its kind.
  await page.goto(`/dashboard#/audit-changes?filter=${encodeURIComponent(JSON.stringify({ entityType: 'event_category' }))}`)
  const rows = page.locator('[data-testid="audit-log-change"]')
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Kunst en cultuur').first()).toBeVisible()
  await page.goto(`/dashboard#/audit-changes?filter=${encodeURIComponent(JSON.stringify({ entityType: 'venue', entityId: venues[0].id }))}`)
  await expect(page.getByText('Oude naam').first()).toBeVisible()
  await expect(page.getByText('Kunst en cultuur')).toHaveCount(0)
  await page.getByLabel('Persoon (naam of e-mail)').fill('iemand-die-niet-bestaat')
  await expect(page.getByText('Oude naam')).toHaveCount(0)
  // The period with the date picker: the category change 40 days ago is in a window around it and not after it. Without
  // a period the whole run's newer changes push it off the first page, so the list is narrowed before looking for it.
  await page.goto(`/dashboard#/audit-changes?filter=${encodeURIComponent('{}')}`)
  await expect(rows.first()).toBeVisible({ timeout: 30_000 })
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000 - 3 * 3600_000).toISOString().slice(0, 10)
  await typeInPicker(page, 'day-from', pickerDay(day(42)))
  await typeInPicker(page, 'day-to', pickerDay(day(38)))
  await expect(page.getByText('Kunst en cultuur')).toBeVisible()
  await expect(page.getByText('Oude naam')).toHaveCount(0)
  await typeInPicker(page, 'day-from', pickerDay(day(39)))
  await expect(page.getByText('Kunst en cultuur')).toHaveCount(0)

  await page.goto('/dashboard#/bestaat-niet')
  await expect(page.getByText('Je hebt een verkeerde URL ingetypt of een foute link gevolgd.', { exact: true })).toBeVisible()
  await expect(page.getByText(/\.\.$/)).toHaveCount(0)

  // A pending venue: the card links to its page, which the admin sees with a 'Voorbeeld' banner.
  const { rows: pending } = await sql(
    `INSERT INTO venues (owner_id, name, description, district, max_capacity, is_approved, is_active)
     SELECT id, 'Wachtende Zaal ' || $1, 'Nog niet goedgekeurd', 'paramaribo', 150, false, true FROM users WHERE email = 'venue@demo.sr'
     RETURNING id`,
    [String(stamp)]
  )
  await page.goto('/dashboard#/venues')
  const card = page.locator('article, .MuiCard-root').filter({ hasText: `Wachtende Zaal ${stamp}` })
  await expect(card.getByTestId('venue-preview')).toHaveAttribute('href', `/venues/${pending[0].id}`)
  await page.goto(`/venues/${pending[0].id}`)
  await expect(page.getByTestId('venue-preview-badge')).toHaveText('Voorbeeld')

  await photograph(browser, admin, 'admin-dashboard', async (shot) => {
    await shot.goto('/dashboard')
    await expect(shot.getByTestId('new-users')).toBeVisible({ timeout: 30_000 })
  })
  await photograph(browser, admin, 'audit-log', async (shot) => {
    await shot.goto('/dashboard#/audit-changes')
    await expect(shot.locator('[data-testid="audit-log-change"]').first()).toBeVisible({ timeout: 30_000 })
  })
  await photograph(
    browser,
    admin,
    'not-found',
    async (shot) => {
      await shot.goto('/dashboard#/bestaat-niet')
      await expect(shot.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    },
    true
  )
  await photograph(
    browser,
    admin,
    'venue-queue',
    async (shot) => {
      await shot.goto('/dashboard#/venues')
      await expect(shot.getByTestId('venue-preview').first()).toBeVisible({ timeout: 30_000 })
    },
    true
  )
  await photograph(
    browser,
    admin,
    'venue-preview',
    async (shot) => {
      await shot.goto(`/venues/${pending[0].id}`)
      await expect(shot.getByTestId('venue-preview-badge')).toBeVisible({ timeout: 30_000 })
    },
    true
  )
  await photograph(
    browser,
    admin,
    'fees-tab',
    async (shot) => {
      await shot.goto('/platform-settings')
      await shot.getByRole('tab', { name: /Kosten|Fees/ }).click()
      await expect(shot.getByTestId('method-fees-ideal')).toBeVisible({ timeout: 30_000 })
    },
    true
  )
})

test('a signed-in venue operator opening /register-venue goes straight to the venue step', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000)
  const operator = await sharedLogIn(page.request, 'venue@demo.sr')
  const hint = encodeSessionHint({
    firstName: operator.user.firstName ?? '',
    lastName: operator.user.lastName ?? '',
    role: 'venue_operator',
  })
  await page.context().addCookies([{ name: 'session_hint', value: hint, url: baseURL! }])
  await storeSession(page, operator)
  await page.goto('/register-venue')
  await expect(page).toHaveURL(/\/register-venue\/step2$/)
  await expect(page.locator('form')).toBeVisible()
  await photograph(browser, operator, 'register-venue-signed-in', async (shot) => {
    await shot.context().addCookies([{ name: 'session_hint', value: hint, url: baseURL! }])
    await shot.goto('/register-venue')
    await expect(shot).toHaveURL(/\/register-venue\/step2$/)
  })
})
