/*
 * The words of every account message (Dutch), queued through the outbox inside the caller's transaction,
 * so a message goes out only if the change it announces was saved.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import outbox from '#services/messaging/outbox_service'
import { renderEmail } from '#services/messaging/email_layout'
import { publicUrl } from '#services/public_url'
import { getPlatformSettings } from '#services/platform_settings_service'
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES } from '#domain/auth_rules'

interface Recipient {
  email: string
  firstName: string | null
}

async function siteName(): Promise<string> {
  return (await getPlatformSettings()).websiteName
}

function greeting(person: { firstName: string | null }): string {
  return person.firstName ? `Hallo ${person.firstName},` : 'Hallo,'
}

export async function sendEmailVerification(person: Recipient, token: string, trx?: TransactionClientContract) {
  const site = await siteName()
  const url = publicUrl('/verify-email', { token })
  const content = renderEmail({
    title: 'Bevestig je e-mailadres',
    intro: `${greeting(person)} welkom bij ${site}! Bevestig je e-mailadres met de knop hieronder.`,
    paragraphs: [`De link is ${EMAIL_VERIFICATION_TTL_HOURS} uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.`],
    action: { label: 'E-mailadres bevestigen', url },
  })
  await outbox.queueEmail(
    { to: person.email, subject: `Bevestig je e-mailadres bij ${site}`, ...content },
    { kind: 'email_verification', trx }
  )
}

export async function sendPasswordReset(person: Recipient, token: string, trx?: TransactionClientContract) {
  const site = await siteName()
  const url = publicUrl('/reset-password', { token })
  const content = renderEmail({
    title: 'Wachtwoord herstellen',
    intro: `${greeting(person)} we kregen een verzoek om het wachtwoord van je ${site}-account te herstellen.`,
    paragraphs: [
      `Kies een nieuw wachtwoord met de knop hieronder. De link is ${PASSWORD_RESET_TTL_MINUTES} minuten geldig en werkt één keer.`,
      'Heb je dit niet aangevraagd? Dan hoef je niets te doen; je wachtwoord blijft hetzelfde.',
    ],
    action: { label: 'Nieuw wachtwoord kiezen', url },
  })
  await outbox.queueEmail({ to: person.email, subject: `Wachtwoord herstellen bij ${site}`, ...content }, { kind: 'password_reset', trx })
}

/** A 6-digit code by e-mail (e-mail change: to the current address, then to the new one). */
export async function sendEmailCode(
  to: string,
  person: { firstName: string | null },
  code: string,
  purpose: string,
  trx?: TransactionClientContract
) {
  const site = await siteName()
  const content = renderEmail({
    title: `Je code: ${code}`,
    intro: `${greeting(person)} gebruik deze code om ${purpose}: ${code}`,
    paragraphs: [`De code is ${VERIFICATION_CODE_TTL_MINUTES} minuten geldig. Deel hem met niemand; ${site} vraagt nooit om je code.`],
  })
  await outbox.queueEmail({ to, subject: `Je verificatiecode voor ${site}`, ...content }, { kind: 'email_code', trx })
}

/** A 6-digit code by WhatsApp (phone verification and phone change). */
export async function sendPhoneCode(to: string, code: string, purpose: string, trx?: TransactionClientContract) {
  const site = await siteName()
  const text = `${site}: je code om ${purpose} is ${code}. De code is ${VERIFICATION_CODE_TTL_MINUTES} minuten geldig. Deel hem met niemand.`
  await outbox.queueWhatsApp({ to, text }, { kind: 'phone_code', trx })
}
