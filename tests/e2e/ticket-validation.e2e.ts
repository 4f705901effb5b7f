/*
 * The scanner at the gate: a scanner checks a ticket in with the phone's camera (Chromium's fake
 * camera showing a video of the ticket's QR code, made here), then sees `already_checked_in` when it comes round
 * again; the decoder and its WASM come from our own origin and only once the camera starts. Two devices scan the
 * same ticket while offline, both admit it from their offline lists, and after the network is back the server counts
 * the first scan and both devices are told of the conflict with both times.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type Browser, type Page } from '@playwright/test'
import { chromiumExecutable, CHROMIUM_ARGS } from '../../scripts/chromium.ts'
import { sql } from './support/auth_helpers'
import { writeQrVideo } from './support/fake_camera'
import { sharedLogIn, storeSession } from './support/stored_session'

const PHONE = { width: 390, height: 844 }

interface DoorTicket {
  qrCode: string
  eventId: number
  eventTitle: string
  ticketTypeName: string
}

/** A demo ticket of the scanner's organizer that nobody checked in yet; `skip` keeps journeys on different tickets. */
async function uncheckedTicket(skip: number): Promise<DoorTicket> {
  const { rows } = await sql(
    `select t.qr_code, e.id as event_id, e.title, tt.name as type_name
       from tickets t
       join orders o on o.id = t.order_id
       join events e on e.id = t.event_id
       join ticket_types tt on tt.id = t.ticket_type_id
       join users organizer on organizer.id = e.organizer_id
      where organizer.email = 'organizer@demo.sr' and o.status in ('paid', 'free') and t.is_valid and not t.is_checked_in
      order by t.id
      offset $1 limit 1`,
    [skip]
  )
  expect(rows, 'a demo ticket to scan').toHaveLength(1)
  return { qrCode: rows[0].qr_code, eventId: rows[0].event_id, eventTitle: rows[0].title, ticketTypeName: rows[0].type_name }
}

/** Opens the scanner signed in as the demo scanner, picks the event and names the gate. */
async function openScanner(page: Page, ticket: DoorTicket, gate: string) {
  await storeSession(page, await sharedLogIn(page.request, 'scanner@demo.sr'))
  await page.goto('/ticket-validation')
  await page.getByRole('combobox', { name: 'Evenement' }).click()
  await page
    .getByTestId('scanner-event-option')
    .filter({ has: page.getByText(ticket.eventTitle, { exact: true }) })
    .click()
  await page.getByLabel('Ingang').fill(gate)
  // The offline list is on the device before anyone is scanned (on a loaded 2-core machine its download took longer than
  // the default 5 s; a failed download is retried by the page's 10-second timer).
  await expect(page.getByTestId('scanner-list')).toContainText('Offline lijst:', { timeout: 20_000 })
  await expect(page.getByTestId('scanner-online')).toHaveAttribute('data-online', 'true')
}

test.describe('Scanning tickets at the gate', () => {
  test('a scanner checks a ticket in by camera, then sees it already checked in; the decoder is our own and lazy', async ({ baseURL }) => {
    test.setTimeout(90_000)
    const ticket = await uncheckedTicket(0)
    const video = join(mkdtempSync(join(tmpdir(), 'scanner-camera-')), 'qr.y4m')
    writeQrVideo(video, ticket.qrCode)
    // This journey's own browser: the fake camera plays the QR video (the config's browser has no camera).
    const browser: Browser = await chromium.launch({
      executablePath: (await chromiumExecutable()).path,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    })
    try {
      const context = await browser.newContext({ baseURL, viewport: PHONE, locale: 'nl-NL', permissions: ['camera'] })
      const page = await context.newPage()
      const requests: string[] = []
      page.on('request', (request) => requests.push(request.url()))

      await openScanner(page, ticket, 'Noord')
      await expect(page.getByTestId('scan-answer')).toHaveAttribute('data-status', 'ready')
      // Nothing of the decoder before the camera starts.
      expect(requests.filter((url) => /cameraScanner|zxing/i.test(url))).toEqual([])

      await page.getByTestId('camera-start').click()
      const answer = page.getByTestId('scan-answer')
      await expect(answer).toHaveAttribute('data-status', 'valid', { timeout: 20_000 })
      await expect(answer).toContainText('Geldig')
      await expect(answer.getByTestId('scan-ticket')).toContainText(ticket.ticketTypeName)
      await expect(page.getByTestId('camera-stop')).toBeVisible()

      // The video shows the code again after an empty view: the same ticket, now already in, at our gate.
      await expect(answer).toHaveAttribute('data-status', 'already_checked_in', { timeout: 20_000 })
      await expect(answer).toContainText('Al ingecheckt')
      await expect(answer.getByTestId('scan-details')).toContainText('bij Noord')

      const checkedIn = await sql('select is_checked_in from tickets where qr_code = $1', [ticket.qrCode])
      expect(checkedIn.rows[0].is_checked_in).toBe(true)

      // The WASM decoder came from our origin; no request left it.
      const origin = new URL(baseURL!).origin
      expect(requests.some((url) => url.startsWith(`${origin}/admin/assets/`) && /zxing_reader-[\w-]+\.wasm$/.test(url))).toBe(true)
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([])
      await context.close()
    } finally {
      await browser.close()
    }
  })

  test('two devices scan one ticket offline; after syncing the check-in on record counts and both see the conflict with both times', async ({
    browser,
  }) => {
    test.setTimeout(90_000)
    const ticket = await uncheckedTicket(1)
    // The doors are open now: an offline scan's time is believed only inside the event's door window.
    const { rows: dates } = await sql('select start_date, end_date from events where id = $1', [ticket.eventId])
    await sql(`update events set start_date = now() - interval '1 hour', end_date = now() + interval '3 hours' where id = $1`, [
      ticket.eventId,
    ])
    try {
      const devices = await Promise.all(
        ['Noord', 'Zuid'].map(async (gate) => {
          const context = await browser.newContext({ viewport: PHONE, locale: 'nl-NL' })
          const page = await context.newPage()
          await openScanner(page, ticket, gate)
          return { context, page, gate }
        })
      )
      const [north, south] = devices

      for (const device of devices) {
        await device.context.setOffline(true)
        await expect(device.page.getByTestId('scanner-online')).toHaveAttribute('data-online', 'false')
      }
      // Both gates admit the guest from their own list; each queues its scan.
      for (const device of devices) {
        await device.page.getByTestId('scanner-code').fill(ticket.qrCode)
        await device.page.getByTestId('scanner-code').press('Enter')
        const answer = device.page.getByTestId('scan-answer')
        await expect(answer).toHaveAttribute('data-status', 'valid')
        await expect(answer).toHaveAttribute('data-offline', 'true')
        await expect(answer.getByTestId('scan-ticket')).toContainText(ticket.ticketTypeName)
        await expect(device.page.getByTestId('scanner-queue')).toHaveAttribute('data-count', '1')
        await expect(device.page.getByTestId('scanner-queue')).toContainText('1 scan wacht op synchronisatie')
        // The field is ready for the next guest at once.
        await expect(device.page.getByTestId('scanner-code')).toBeFocused()
        await expect(device.page.getByTestId('scanner-code')).toHaveValue('')
        // A second scan on the same device, still offline, is refused and not queued.
        await device.page.getByTestId('scanner-code').fill(ticket.qrCode)
        await device.page.getByTestId('scanner-code').press('Enter')
        await expect(answer).toHaveAttribute('data-status', 'already_checked_in')
        await expect(device.page.getByTestId('scanner-queue')).toHaveAttribute('data-count', '1')
      }

      // North comes back first and syncs: its scan counts. Then south: its scan is the later one.
      for (const device of devices) {
        await device.context.setOffline(false)
        await expect(device.page.getByTestId('scanner-online')).toHaveAttribute('data-online', 'true')
        await expect(device.page.getByTestId('scanner-queue')).toHaveAttribute('data-count', '0')
      }
      const southConflict = south.page.getByTestId('scanner-conflict')
      await expect(southConflict).toHaveCount(1)
      await expect(southConflict).toContainText('Geteld:')
      await expect(southConflict).toContainText('Noord')
      await expect(southConflict).toContainText('Tweede scan:')
      await expect(southConflict).toContainText('Zuid')
      // North hears of it on its next sync (it asks for conflicts for a while after sending offline scans).
      const northConflict = north.page.getByTestId('scanner-conflict')
      await expect(northConflict).toHaveCount(1, { timeout: 25_000 })
      await expect(northConflict).toContainText('Zuid')
      // Both times, to the second, on both devices.
      const times = (text: string) => text.match(/\d{2}:\d{2}:\d{2}/g) ?? []
      expect(times((await southConflict.textContent()) ?? '')).toHaveLength(2)
      expect(times((await northConflict.textContent()) ?? '')).toEqual(times((await southConflict.textContent()) ?? ''))

      const checkIns = await sql('select is_checked_in from tickets where qr_code = $1', [ticket.qrCode])
      expect(checkIns.rows[0].is_checked_in).toBe(true)
      for (const device of devices) await device.context.close()
    } finally {
      await sql('update events set start_date = $2, end_date = $3 where id = $1', [ticket.eventId, dates[0].start_date, dates[0].end_date])
    }
  })
})
