/*
 * 'Bericht aan bezoekers': the demo organizer opens the message screen from the event's page, writes a gate change
 * for the holders of one ticket type, sees the preview with the count (a holder reachable only by WhatsApp is
 * counted apart when only e-mail is allowed), confirms, and the buyer's mail lands in the sink; the sent message is
 * listed with its report. Screenshots at phone and desktop width, in Dutch and English.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { test, expect, type Page } from '@playwright/test'
import { sql } from './support/auth_helpers'
import { sharedLogIn, storeSession } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'

const SHOTS = new URL('../../test-results/shots-i28/', import.meta.url).pathname

/**
 * A published event of the demo organizer with two ticket types and three buyers, written as the buying flow leaves
 * them. Far ahead, so that it comes after the events other journeys look for in the public list.
 */
async function seedEvent() {
  const tag = randomUUID().slice(0, 6)
  const { rows: source } = await sql(
    `SELECT e.id FROM events e JOIN users u ON u.id = e.organizer_id
     WHERE u.email = 'organizer@demo.sr' AND e.venue_id IS NOT NULL AND e.cancelled_at IS NULL ORDER BY e.id LIMIT 1`
  )
  const { rows: events } = await sql(
    `INSERT INTO events (organizer_id, venue_id, title, description, category, start_date, end_date, is_published, wizard_step)
     SELECT organizer_id, venue_id, $2, description, category, now() + interval '400 days', now() + interval '400 days 4 hours', true, 4
     FROM events WHERE id = $1 RETURNING id, title`,
    [source[0].id, `Kawina Night ${tag}`]
  )
  const event = events[0] as { id: number; title: string }
  const types: number[] = []
  for (const name of ['Staanplaats', 'VIP']) {
    const { rows } = await sql(
      `INSERT INTO ticket_types (event_id, name, price, max_quantity, quantity_sold, is_active) VALUES ($1, $2, 0, 100, 1, true) RETURNING id`,
      [event.id, name]
    )
    types.push(rows[0].id)
  }
  const buyers = [
    { name: 'Anoeska Vip', email: `anoeska-${tag}@example.sr`, phone: '+5978100001', method: 'email', type: types[1] },
    { name: 'Ravi Vip', email: null, phone: `+59781${String(Date.now()).slice(-5)}`, method: 'whatsapp', type: types[1] },
    { name: 'Sita Staan', email: `sita-${tag}@example.sr`, phone: null, method: 'email', type: types[0] },
  ]
  for (const buyer of buyers) {
    const { rows } = await sql(
      `INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, buyer_phone, contact_method, subtotal, total, status,
         payment_provider, lines)
       VALUES ($1, $2, $3, $4, $5, $6, 0, 0, 'free', 'free',
         jsonb_build_array(jsonb_build_object('ticketTypeId', $7::int, 'quantity', 1, 'price', '0.00'))) RETURNING id`,
      [`E2E-${randomUUID().slice(0, 8).toUpperCase()}`, event.id, buyer.name, buyer.email, buyer.phone, buyer.method, buyer.type]
    )
    await sql(
      `INSERT INTO tickets (order_id, event_id, ticket_type_id, buyer_name, buyer_email, buyer_phone, contact_method, qr_code, purchase_price)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0)`,
      [rows[0].id, event.id, buyer.type, buyer.name, buyer.email, buyer.phone, buyer.method, `E2E-${randomUUID()}`]
    )
  }
  return { event, buyers }
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width, height })
    // A window as tall as the screen, so the shot shows it whole with the app bar where it belongs (a full-page
    // shot of a taller page repeats the fixed bar mid-page); no focus ring on the skip link.
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo(0, 0)
    })
    const box = (await page.getByTestId('attendee-messages-page').boundingBox())!
    await page.setViewportSize({ width, height: Math.max(height, Math.ceil(box.y + box.height + 24)) })
    await page.screenshot({ path: `${SHOTS}attendee-messages-${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

// The journey waits for the outbox's job and the report; on a busy machine that is more than the default 30 s.
test.describe.configure({ timeout: 120_000 })

test('the demo organizer messages the VIP holders of an event; the mail is in the sink, the report lists it', async ({ page, request }) => {
  const { event, buyers } = await seedEvent()
  await storeSession(page, await sharedLogIn(request, 'organizer@demo.sr'))

  await page.goto(`/organizer-dashboard#/events/${event.id}`)
  // The event's page: the reminder on by default, 24 hours before; the way to the message screen.
  await expect(page.getByTestId('event-edit-page')).toBeVisible({ timeout: 30_000 })
  const reminder = page.getByTestId('event-reminder')
  await expect(reminder.getByTestId('event-reminder-enabled')).toBeChecked()
  await expect(reminder.getByTestId('event-reminder-hours')).toHaveValue('24')
  mkdirSync(SHOTS, { recursive: true })
  await reminder.screenshot({ path: `${SHOTS}event-reminder-nl-1280.png` })
  await page.getByTestId('event-message-attendees').click()
  await expect(page.getByRole('heading', { name: 'Bericht aan bezoekers', level: 1 })).toBeVisible()
  await expect(page.getByText('Nog geen berichten verstuurd voor dit evenement.')).toBeVisible()

  await page.getByTestId('attendee-message-subject').fill('Andere ingang')
  await page.getByTestId('attendee-message-body').fill('De ingang is verplaatst naar de Waterkant.\n\nParkeren kan bij <Fort Zeelandia>.')
  await page.getByTestId('attendee-message-channel-whatsapp').uncheck()
  await page.getByRole('checkbox', { name: 'VIP' }).check()
  // Nothing to send before the preview.
  await expect(page.getByTestId('attendee-message-send')).toBeDisabled()
  await page.getByTestId('attendee-message-preview').click()
  await expect(page.getByTestId('attendee-message-count')).toHaveText('Dit bericht gaat naar 1 bezoeker')
  await expect(page.getByText('1 bezoeker is niet bereikbaar via de gekozen kanalen')).toBeVisible()
  await expect(page.getByTestId('attendee-message-preview-panel')).toContainText('an•••@example.sr')
  await shoot(page, 'preview-nl')

  await page.getByTestId('attendee-message-send').click()
  await expect(page.getByRole('dialog')).toContainText('"Andere ingang" gaat naar 1 bezoeker')
  await page.getByTestId('attendee-message-confirm').click()
  await expect(page.getByText('Bericht wordt verstuurd aan 1 bezoeker')).toBeVisible()

  const mail = await waitForSinkMail({ to: buyers[0].email!, subject: `${event.title}: Andere ingang` })
  expect(mail.text).toContain('Parkeren kan bij <Fort Zeelandia>.')
  expect(mail.html).toContain('Parkeren kan bij &lt;Fort Zeelandia&gt;.')
  expect(mail.html).not.toContain('<Fort Zeelandia>')
  // The standing-room holder was not in the audience.
  await expect(waitForSinkMail({ to: buyers[2].email!, subject: 'Andere ingang' }, 1500)).rejects.toThrow()

  const row = page.getByTestId('attendee-message-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Andere ingang')
  await expect(async () => {
    await page.getByTestId('attendee-messages-refresh').click()
    await expect(row.getByTestId('attendee-message-report')).toContainText('Verstuurd: 1', { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(row.getByTestId('attendee-message-report')).toContainText('In de wachtrij: 0')
  await shoot(page, 'sent-nl')

  // The same screen in English.
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Message to attendees', level: 1 })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('attendee-message-report')).toContainText('Sent: 1')
  await page.getByTestId('attendee-message-subject').fill('Parking')
  await page.getByTestId('attendee-message-body').fill('Parking is free at the gate.')
  await page.getByTestId('attendee-message-preview').click()
  await expect(page.getByTestId('attendee-message-count')).toHaveText('This message goes to 3 attendees')
  await shoot(page, 'preview-en')
})
