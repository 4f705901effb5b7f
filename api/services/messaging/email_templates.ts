/*
 * THE registry of e-mails an admin can edit: one entry per mail the product sends. An entry says
 * which texts of texts/nl.ts (and their translations) make its subject, heading, body and footer, and which
 * named placeholders those parts may use, each with a sample value for the preview and the test mail.
 *
 * Adding a mail = one entry here, and its sender calling composeEmail(key, lang, params) with every placeholder
 * of the entry (TypeScript insists) instead of translating those texts itself. The settings page lists the mail
 * at once; tests/unit/api/email_templates.spec.ts checks that its texts use only the placeholders it declares.
 *
 * A saved template lives in platform_settings.email_templates as { [mail]: { [language]: { subject?, heading?,
 * body?, footer? } } }: per language, only the parts that differ from the default. A reader gets the saved part
 * in their own language, else the default text of that language (else Dutch): a Dutch template changes the
 * Dutch mails only.
 */
import { LANGUAGES, type Language } from '#domain/languages'
import { interpolate, type TranslationParams } from '#domain/translation'
import { formatDateTime } from '#domain/format'
import { bodyParagraphs, TEMPLATE_PARTS, type StoredTemplates, type TemplateTexts } from '#domain/email_templates'
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES } from '#domain/auth_rules'
import { TEAM_INVITATION_TTL_HOURS } from '#domain/team_rules'
import { DATA_EXPORT_TTL_DAYS } from '#domain/own_data'
import { greeting, messageTranslator, type MessageTextKey, type MessageTranslate } from '#services/messaging/message_texts'
import type { EmailContent } from '#services/messaging/email_layout'

/** What a sample value may depend on: the preview's language and the site's name. */
export interface SampleContext {
  lang: Language
  t: MessageTranslate
  site: string
}

type Sample = string | ((context: SampleContext) => string)

export interface EmailTemplateDefinition {
  subject: MessageTextKey
  heading: MessageTextKey
  /** Joined with a blank line between them: the body as the admin first sees it. */
  body: readonly MessageTextKey[]
  /** Default 'email.footer'. */
  footer?: MessageTextKey
  /** Texts the sender adds after the body that are not edited here (they vary per message); shown in the preview. */
  fixed?: readonly MessageTextKey[]
  /** The button's label when the mail has one (the preview shows it with a sample link). */
  button?: MessageTextKey
  /** Every placeholder the parts may use, with the value the preview and the test mail fill in. */
  placeholders: Record<string, Sample>
}

/** A Saturday evening in Paramaribo (UTC-3): the sample event's start. */
const SAMPLE_START = new Date('2026-12-12T23:00:00Z')
const SAMPLE_NAME = 'Anna'

/** Placeholders every mail has: the reader's first name, the greeting built from it, the site's name. */
const common = {
  greeting: ({ t }: SampleContext) => greeting(t, SAMPLE_NAME),
  name: SAMPLE_NAME,
  site: ({ site }: SampleContext) => site,
}
const sampleDate = ({ lang }: SampleContext) => formatDateTime(SAMPLE_START, lang)

export const EMAIL_TEMPLATES = {
  emailVerification: {
    subject: 'verify.subject',
    heading: 'verify.title',
    body: ['verify.intro', 'verify.validity'],
    button: 'verify.button',
    placeholders: { ...common, hours: String(EMAIL_VERIFICATION_TTL_HOURS) },
  },
  passwordReset: {
    subject: 'reset.subject',
    heading: 'reset.title',
    body: ['reset.intro', 'reset.choose', 'reset.ignore'],
    button: 'reset.button',
    placeholders: { ...common, minutes: String(PASSWORD_RESET_TTL_MINUTES) },
  },
  verificationCode: {
    subject: 'code.subject',
    heading: 'code.title',
    body: ['code.intro', 'code.validity'],
    placeholders: {
      ...common,
      code: '482913',
      purpose: ({ t }) => t('purpose.confirmNewEmail'),
      minutes: String(VERIFICATION_CODE_TTL_MINUTES),
    },
  },
  teamInvitation: {
    subject: 'invite.subject',
    heading: 'invite.title',
    body: ['invite.intro', 'invite.choose'],
    button: 'invite.button',
    placeholders: {
      ...common,
      organizer: 'Kawina Events',
      role: ({ t }) => t('invite.role.manager'),
      days: String(TEAM_INVITATION_TTL_HOURS / 24),
      email: 'anna@example.sr',
    },
  },
  teamInvitationRefused: {
    subject: 'inviteRefused.subject',
    heading: 'inviteRefused.title',
    body: ['inviteRefused.intro', 'inviteRefused.next'],
    placeholders: {
      ...common,
      organizer: 'Kawina Events',
      role: ({ t }) => t('invite.role.manager'),
    },
  },
  tickets: {
    subject: 'tickets.subject',
    heading: 'tickets.title',
    body: ['tickets.intro', 'tickets.details'],
    fixed: ['tickets.attachment.one'],
    button: 'tickets.download',
    placeholders: {
      ...common,
      event: 'Kawina Night',
      date: sampleDate,
      venue: 'Thalia, Heerenstraat 6, Paramaribo',
      orderNumber: 'ST-K7M2P9QX4D',
    },
  },
  eventReminder: {
    subject: 'reminder.subject',
    heading: 'reminder.title',
    body: ['reminder.intro'],
    button: 'reminder.button',
    placeholders: { ...common, event: 'Kawina Night', date: sampleDate, venue: 'Het Oude Werf, Paramaribo', orderNumber: 'ST-K7M2P9QX4D' },
  },
  eventCancelled: {
    subject: 'eventCancelled.subject',
    heading: 'eventCancelled.title',
    body: ['eventCancelled.intro'],
    fixed: ['eventCancelled.refund'],
    placeholders: { ...common, event: 'Kawina Night', date: sampleDate, orderNumber: 'ST-K7M2P9QX4D' },
  },
  orderRefunded: {
    subject: 'orderRefunded.subject',
    heading: 'orderRefunded.title',
    body: ['orderRefunded.intro', 'orderRefunded.void'],
    fixed: ['orderRefunded.method.uni5pay'],
    placeholders: {
      ...common,
      event: 'Kawina Night',
      orderNumber: 'ST-K7M2P9QX4D',
      tickets: ({ t }) => t('orderRefunded.tickets.many', { count: 2 }),
      amount: 'SRD 300,00',
    },
  },
  venueApproved: {
    subject: 'venueApproved.subject',
    heading: 'venueApproved.title',
    body: ['venueApproved.intro', 'venueApproved.note'],
    button: 'venueApproved.button',
    placeholders: { ...common, venue: 'Theater Thalia' },
  },
  venueRejected: {
    subject: 'venueRejected.subject',
    heading: 'venueRejected.title',
    body: ['venueRejected.intro', 'venueRejected.reason', 'venueRejected.next'],
    button: 'venueRejected.button',
    placeholders: { ...common, venue: 'Theater Thalia', reason: 'Het adres is onvolledig: vul het huisnummer in.' },
  },
  eventUnpublished: {
    subject: 'eventUnpublished.subject',
    heading: 'eventUnpublished.title',
    body: ['eventUnpublished.intro', 'eventUnpublished.reason', 'eventUnpublished.next'],
    button: 'eventUnpublished.button',
    placeholders: {
      ...common,
      event: 'Kawina Night',
      date: sampleDate,
      reason: 'De datum op de poster klopt niet met die van het evenement.',
    },
  },
  adminInvite: {
    subject: 'adminInvite.subject',
    heading: 'adminInvite.title',
    body: ['adminInvite.intro', 'adminInvite.choose'],
    button: 'adminInvite.button',
    placeholders: {
      ...common,
      inviter: 'Glenn Kartodikromo',
      role: ({ t }) => t('adminInvite.role.admin'),
      days: String(TEAM_INVITATION_TTL_HOURS / 24),
      email: 'anna@example.sr',
    },
  },
  bookingConfirmed: {
    subject: 'bookingAnswered.confirmed.subject',
    heading: 'bookingAnswered.confirmed.title',
    body: ['bookingAnswered.confirmed.intro'],
    fixed: ['bookingAnswered.message'],
    button: 'bookingAnswered.button',
    placeholders: { ...common, venue: 'Theater Thalia', event: 'Kawina Night', date: sampleDate, message: 'De zaal is vanaf 18:00 open.' },
  },
  bookingRejected: {
    subject: 'bookingAnswered.rejected.subject',
    heading: 'bookingAnswered.rejected.title',
    body: ['bookingAnswered.rejected.intro'],
    fixed: ['bookingAnswered.message', 'bookingAnswered.rejected.next'],
    button: 'bookingAnswered.button',
    placeholders: { ...common, venue: 'Theater Thalia', event: 'Kawina Night', date: sampleDate, message: 'Die dag is al vergeven.' },
  },
  dataExportReady: {
    subject: 'dataExport.subject',
    heading: 'dataExport.title',
    body: ['dataExport.intro', 'dataExport.validity'],
    button: 'dataExport.button',
    placeholders: { ...common, days: String(DATA_EXPORT_TTL_DAYS) },
  },
  twoFactorDisabled: {
    subject: 'twoFactorOff.subject',
    heading: 'twoFactorOff.title',
    body: ['twoFactorOff.intro', 'twoFactorOff.notYou'],
    placeholders: { ...common },
  },
  recoveryCodeUsed: {
    subject: 'recoveryUsed.subject',
    heading: 'recoveryUsed.title',
    body: ['recoveryUsed.intro', 'recoveryUsed.notYou'],
    placeholders: { ...common, left: '9' },
  },
} as const satisfies Record<string, EmailTemplateDefinition>

export type EmailTemplateKey = keyof typeof EMAIL_TEMPLATES
export const EMAIL_TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATES) as EmailTemplateKey[]

/** The values a sender passes: every placeholder of the mail. */
export type TemplateParams<K extends EmailTemplateKey> = Record<keyof (typeof EMAIL_TEMPLATES)[K]['placeholders'], string | number>

export function isEmailTemplateKey(value: string): value is EmailTemplateKey {
  return Object.hasOwn(EMAIL_TEMPLATES, value)
}

export function templateDefinition(key: EmailTemplateKey): EmailTemplateDefinition {
  return EMAIL_TEMPLATES[key]
}

export function placeholderNames(key: EmailTemplateKey): string[] {
  return Object.keys(templateDefinition(key).placeholders)
}

/** The texts of a mail as the product ships them, in `lang` (Dutch where a text has no translation), placeholders unfilled. */
export function defaultTemplate(key: EmailTemplateKey, lang: Language): TemplateTexts {
  const definition = templateDefinition(key)
  const t = messageTranslator(lang)
  return {
    subject: t(definition.subject),
    heading: t(definition.heading),
    body: definition.body.map((textKey) => t(textKey)).join('\n\n'),
    footer: t(definition.footer ?? 'email.footer'),
  }
}

/** The parts of a mail in `lang` as they go out now: the saved ones, else the default. */
export function currentTemplate(key: EmailTemplateKey, lang: Language, stored: StoredTemplates | null | undefined): TemplateTexts {
  const saved = stored?.[key]?.[lang] ?? {}
  const texts = defaultTemplate(key, lang)
  for (const part of TEMPLATE_PARTS) {
    const value = saved[part]
    if (typeof value === 'string' && value.trim() !== '') texts[part] = value
  }
  return texts
}

/** The languages in which an admin changed this mail. */
export function customizedLanguages(key: EmailTemplateKey, stored: StoredTemplates | null | undefined): Language[] {
  return LANGUAGES.filter((lang) => Object.keys(stored?.[key]?.[lang] ?? {}).length > 0)
}

export interface ComposedEmail {
  subject: string
  /** For renderEmail: the sender adds its own paragraphs, cards or button. */
  content: Required<Pick<EmailContent, 'lang' | 'title' | 'intro' | 'paragraphs' | 'footer'>>
}

/** The texts with the placeholders filled in, laid out as the e-mail's heading, intro, paragraphs and footer. */
export function fillTemplate(texts: TemplateTexts, lang: Language, params: TranslationParams): ComposedEmail {
  const [intro = '', ...paragraphs] = bodyParagraphs(texts.body).map((paragraph) => interpolate(paragraph, params))
  return {
    // One line, whatever a filled-in value carries: a mail header.
    subject: interpolate(texts.subject, params).replace(/\s*[\r\n]+\s*/g, ' '),
    content: {
      lang,
      title: interpolate(texts.heading, params),
      intro,
      paragraphs,
      footer: interpolate(texts.footer, params),
    },
  }
}

/** A mail's subject and words in `lang` as the admin saved them (else the defaults), filled in with `params`. */
export function composeEmail<K extends EmailTemplateKey>(
  key: K,
  lang: Language,
  params: TemplateParams<K>,
  stored: StoredTemplates | null | undefined
): ComposedEmail {
  return fillTemplate(currentTemplate(key, lang, stored), lang, params)
}

/** The sample value of every placeholder of a mail, in `lang`. */
export function sampleParams(key: EmailTemplateKey, context: Omit<SampleContext, 't'>): Record<string, string> {
  const full = { ...context, t: messageTranslator(context.lang) }
  return Object.fromEntries(
    Object.entries(templateDefinition(key).placeholders).map(([name, sample]) => [
      name,
      typeof sample === 'function' ? sample(full) : sample,
    ])
  )
}
