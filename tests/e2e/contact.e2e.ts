import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect, type Page } from '@playwright/test'
import { sharedLogIn } from './support/stored_session'
import { waitForSinkMail } from './support/message_sinks'
import { startSecondServer, type SecondServer } from './support/second_server'

/*
 * A visitor writes to an organizer through 'Contact opnemen'. On the main e2e server the forms run
 * without captcha (no site key outside production) and the mail lands in the development mail sink with
 * Reply-To the visitor. A second server runs with reCAPTCHA keys: Google's script is replaced in the browser by
 * a small fake (page.route) and the server verifies the token against a fake siteverify in this process.
 */
const CONTACT_ISLAND = 'astro-island[component-url*="ContactDialog"]'

async function organizerId(request: Parameters<typeof sharedLogIn>[0]): Promise<number> {
  return (await sharedLogIn(request, 'organizer@demo.sr')).user.id
}

async function fillContactForm(page: Page, values: { email: string; subject: string; message: string }) {
  const dialog = page.getByTestId('contact-dialog')
  await dialog.getByLabel('Voornaam').fill('Anika')
  await dialog.getByLabel('Achternaam').fill('Sewdien')
  await dialog.getByLabel('E-mailadres').fill(values.email)
  // SPEC §5: the phone input keeps a single leading plus and digits only.
  await dialog.getByLabel('Telefoonnummer').fill('597 812-3456')
  await expect(dialog.getByLabel('Telefoonnummer')).toHaveValue('+5978123456')
  await dialog.getByLabel('Onderwerp').fill(values.subject)
  await dialog.getByLabel('Bericht').fill(values.message)
}

test.describe('contact forms', () => {
  test('a visitor writes to the organizer; the message reaches their mailbox with reply-to the visitor', async ({ page, request }) => {
    const id = await organizerId(request)
    const scripts: string[] = []
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url())
    })
    await page.goto(`/organizer/${id}`)
    // The dialog's code is not loaded until 'Contact opnemen' is touched.
    await expect(page.locator(CONTACT_ISLAND)).toHaveAttribute('client', 'interaction')
    expect(scripts.filter((url) => /ContactDialog/.test(url))).toEqual([])

    await page
      .getByRole('button', { name: 'Contact opnemen' })
      .or(page.getByRole('link', { name: 'Contact opnemen' }))
      .click()
    const dialog = page.getByTestId('contact-dialog')
    await expect(dialog.getByRole('heading', { name: 'Contact opnemen' })).toBeVisible()
    expect(scripts.some((url) => /ContactDialog/.test(url))).toBe(true)
    await expect(dialog.getByTestId('contact-captcha-off')).toContainText('zonder reCAPTCHA')

    // Sending an empty form shows SPEC §5's messages and sends nothing.
    await dialog.getByRole('button', { name: 'Bericht versturen' }).click()
    for (const message of [
      'Voornaam is verplicht',
      'Achternaam is verplicht',
      'Ongeldig email adres',
      'Telefoonnummer is verplicht',
      'Onderwerp is verplicht',
      'Bericht moet minimaal 10 tekens bevatten',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible()
    }

    const stamp = Date.now()
    const visitor = `anika.${stamp}@example.sr`
    const subject = `Boeking voor ons bedrijfsfeest ${stamp}`
    await fillContactForm(page, { email: visitor, subject, message: 'Kunnen jullie een feest voor 80 collega’s organiseren?' })
    await expect(dialog.getByText('Voornaam is verplicht')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Bericht versturen' }).click()
    await expect(dialog.getByRole('heading', { name: 'Bericht verzonden!' })).toBeVisible()
    await expect(dialog.getByTestId('contact-sent')).toContainText(visitor)

    const mail = await waitForSinkMail({ to: 'organizer@demo.sr', subject })
    expect(mail.replyTo).toBe(visitor)
    expect(mail.text).toContain('Kunnen jullie een feest voor 80 collega’s organiseren?')
    expect(mail.text).toContain('Anika Sewdien')
    expect(mail.text).toContain('+5978123456')

    // Closing resets the form: opened again, it is empty.
    await dialog.getByRole('button', { name: 'Sluiten' }).first().click()
    await expect(dialog).toBeHidden()
    await page
      .getByRole('button', { name: 'Contact opnemen' })
      .or(page.getByRole('link', { name: 'Contact opnemen' }))
      .click()
    await expect(dialog.getByLabel('Voornaam')).toHaveValue('')
    await expect(dialog.getByRole('heading', { name: 'Contact opnemen' })).toBeVisible()
  })

  test.describe('with reCAPTCHA keys', () => {
    // A second server on the same database (E2E_CAPTCHA_PORT, default E2E_PORT + 7).
    const PORT = Number(process.env.E2E_CAPTCHA_PORT || Number(process.env.E2E_PORT || 3391) + 7)
    let server: SecondServer | undefined
    let siteverify: Server | undefined
    const verified: { secret: string | null; response: string | null }[] = []

    test.beforeAll(async () => {
      test.setTimeout(120_000)
      siteverify = createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          const form = new URLSearchParams(Buffer.concat(chunks).toString())
          verified.push({ secret: form.get('secret'), response: form.get('response') })
          const good = form.get('secret') === 'e2e-secret' && /^e2e-token-contact-/.test(form.get('response') ?? '')
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(
            JSON.stringify(
              good ? { success: true, score: 0.9, action: 'contact' } : { success: false, 'error-codes': ['invalid-input-response'] }
            )
          )
        })
      })
      await new Promise<void>((resolve) => siteverify!.listen(0, '127.0.0.1', resolve))
      server = await startSecondServer(PORT, {
        DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT || '54359'}/suritickets`,
        JOBS_ENABLED: 'false',
        SMTP_HOST: '',
        MAIL_SINK_DIR: process.env.E2E_MAIL_SINK_DIR ?? '',
        WHATSAPP_SINK_DIR: process.env.E2E_WHATSAPP_SINK_DIR ?? '',
        RECAPTCHA_SITE_KEY: 'e2e-site-key',
        RECAPTCHA_SECRET_KEY: 'e2e-secret',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`,
      })
    })

    test.afterAll(async () => {
      await server?.stop()
      await new Promise((resolve) => siteverify?.close(resolve))
    })

    /** Google's script, replaced: grecaptcha that hands out a numbered token per execute(), once `release` is called. */
    async function fakeGoogle(page: Page): Promise<() => void> {
      let release!: () => void
      const released = new Promise<void>((resolve) => (release = resolve))
      await page.route(/www\.google\.com\/recaptcha\/api\.js/, async (route) => {
        await released
        await route.fulfill({
          contentType: 'text/javascript',
          body: `window.grecaptcha = { ready: (cb) => cb(), render: () => 0,
            execute: (_id, { action }) => { window.__tokens = (window.__tokens || 0) + 1; return Promise.resolve('e2e-token-' + action + '-' + window.__tokens) } }`,
        })
      })
      return release
    }

    test('submit waits for a token; an expired token is refreshed; the server verifies it', async ({ page, request }) => {
      const id = await organizerId(request)
      const release = await fakeGoogle(page)
      await page.clock.install()
      await page.goto(`${server!.base}/organizer/${id}`)
      await page
        .getByRole('button', { name: 'Contact opnemen' })
        .or(page.getByRole('link', { name: 'Contact opnemen' }))
        .click()
      const dialog = page.getByTestId('contact-dialog')
      const submit = dialog.getByRole('button', { name: 'Bericht versturen' })
      await expect(dialog.getByTestId('contact-captcha')).toHaveText('Verificatie laden...')
      await expect(submit).toBeDisabled()
      await expect(dialog.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', 'https://policies.google.com/privacy')

      release()
      await expect(dialog.getByTestId('contact-captcha')).toHaveText('Verificatie gelukt')
      await expect(submit).toBeEnabled()

      // A v3 token lives two minutes: after that the form asks for a fresh one (SPEC §8 'reCAPTCHA verlopen').
      await page.clock.fastForward(111_000)
      const expired = dialog.getByTestId('contact-captcha-expired')
      await expect(expired).toContainText('reCAPTCHA verlopen')
      await expect(expired).toContainText('Ververs de verificatie voordat je het formulier verstuurt.')
      await expect(submit).toBeDisabled()
      await expired.getByRole('button', { name: 'Verificatie verversen' }).click()
      await expect(submit).toBeEnabled()

      const stamp = Date.now()
      await fillContactForm(page, {
        email: `captcha.${stamp}@example.sr`,
        subject: `Met captcha ${stamp}`,
        message: 'Een bericht dat door reCAPTCHA is gecontroleerd.',
      })
      await submit.click()
      await expect(dialog.getByRole('heading', { name: 'Bericht verzonden!' })).toBeVisible()
      expect(verified.at(-1)).toEqual({ secret: 'e2e-secret', response: 'e2e-token-contact-2' })
    })

    test("Google's script failing shows 'reCAPTCHA fout' with a retry; nothing can be sent meanwhile", async ({ page, request }) => {
      const id = await organizerId(request)
      let fail = true
      await page.route(/www\.google\.com\/recaptcha\/api\.js/, (route) =>
        fail
          ? route.abort('connectionrefused')
          : route.fulfill({
              contentType: 'text/javascript',
              body: `window.grecaptcha = { ready: (cb) => cb(), render: () => 0, execute: (_id, { action }) => Promise.resolve('e2e-token-' + action + '-retry') }`,
            })
      )
      await page.goto(`${server!.base}/organizer/${id}?lang=en`)
      await page
        .getByRole('button', { name: 'Get in touch' })
        .or(page.getByRole('link', { name: 'Get in touch' }))
        .click()
      const dialog = page.getByTestId('contact-dialog')
      const failed = dialog.getByTestId('contact-captcha-error')
      await expect(failed).toContainText('reCAPTCHA error')
      await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled()
      fail = false
      await failed.getByRole('button', { name: 'Try again' }).click()
      await expect(dialog.getByTestId('contact-captcha')).toHaveText('Verification complete')
      await expect(dialog.getByRole('button', { name: 'Send message' })).toBeEnabled()
    })
  })
})
