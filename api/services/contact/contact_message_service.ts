/*
 * The venue and organizer contact forms: checks the form, finds who receives it, counts the
 * sender's IP against the rate limit, verifies the reCAPTCHA token (config/captcha.ts), then stores the
 * message and queues its e-mail in one transaction: the mail goes to the venue owner's or organizer's
 * address through the outbox, with Reply-To the sender, so the answer reaches the visitor directly.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ContactMessage from '#models/contact_message'
import { captchaSettings } from '#config/captcha'
import { DomainError } from '#exceptions/domain_error'
import { contactValidators } from '#validators/contact/contact_validator'
import { hit } from '#services/accounts/rate_limits'
import { venueVisibleTo } from '#services/catalogue/venue_visibility'
import { verifyRecaptcha } from '#services/contact/recaptcha_verifier'
import { renderEmail } from '#services/messaging/email_layout'
import outbox from '#services/messaging/outbox_service'
import type { ContactFormFields, ContactTarget } from '#domain/contact_rules'

interface Recipient {
  name: string
  email: string
}

/** Who a form reaches: a public venue's owner, or an active organizer. Anything else is the page's 404. */
async function recipientOf(target: ContactTarget, id: number): Promise<Recipient> {
  if (target === 'venue') {
    const venue = await venueVisibleTo(id, null, (query) => query.preload('owner'))
    if (!venue.owner) throw new DomainError('VENUE_NOT_FOUND')
    return { name: venue.name, email: venue.owner.email }
  }
  const organizer = await User.query().where('id', id).where('role', 'organizer').whereNull('deactivated_at').first()
  if (!organizer) throw new DomainError('ORGANIZER_NOT_FOUND')
  return { name: organizer.displayName, email: organizer.email }
}

/** The mail the venue or organizer receives (Dutch, the platform's language). */
export function contactEmail(recipient: Recipient, form: ContactFormFields) {
  const sender = `${form.firstName} ${form.lastName}`
  const rendered = renderEmail({
    title: 'Nieuw bericht via het contactformulier',
    intro: `${sender} stuurde ${recipient.name} een bericht via het contactformulier.`,
    paragraphs: [`Onderwerp: ${form.subject}`, `E-mail: ${form.email}\nTelefoon: ${form.phone}`, form.message],
    footer: `Beantwoord deze e-mail om ${sender} rechtstreeks te antwoorden (${form.email}).`,
    lang: 'nl',
  })
  return { subject: `Contactformulier: ${form.subject}`, ...rendered }
}

export interface SentContactMessage {
  id: number
}

export async function sendContactMessage(target: ContactTarget, body: unknown, ipAddress: string | null): Promise<SentContactMessage> {
  const settings = captchaSettings()
  if (settings.mode === 'unavailable') throw new DomainError('CONTACT_FORM_UNAVAILABLE')
  const validator = contactValidators[target][settings.mode === 'recaptcha' ? 'captcha' : 'plain']
  const input = await validator.validate(body)
  const targetId = 'venueId' in input ? input.venueId : input.organizerId
  const recipient = await recipientOf(target, targetId)

  // Counted before Google is asked, so the limit also spares the verification endpoint.
  await hit('contactPerIp', ipAddress)
  const captcha = settings.mode === 'recaptcha' ? await verifyRecaptcha(settings, input.recaptchaToken ?? '', ipAddress) : { score: null }

  const form: ContactFormFields = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
  }
  return db.transaction(async (trx) => {
    const message = await ContactMessage.create(
      {
        ...form,
        targetType: target,
        venueId: target === 'venue' ? targetId : null,
        organizerId: target === 'organizer' ? targetId : null,
        recipientEmail: recipient.email,
        ipAddress,
        captchaScore: captcha.score,
      },
      { client: trx }
    )
    const mail = contactEmail(recipient, form)
    const queued = await outbox.queueEmail(
      { to: recipient.email, subject: mail.subject, text: mail.text, html: mail.html, replyTo: form.email },
      { kind: `contact_${target}`, trx }
    )
    message.outboxMessageId = queued.id
    await message.useTransaction(trx).save()
    return { id: message.id }
  })
}
