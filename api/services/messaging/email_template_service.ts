/*
 * The admin's side of the e-mail templates: see a mail's words per language, save them, put them back
 * to the default, preview a draft with sample data in the real layout, and send that draft to oneself. Which mails
 * exist and what they may say: api/services/messaging/email_templates.ts (the registry). A saved template is used
 * by the next mail of its kind (its sender reads platform_settings.email_templates each time).
 */
import db from '@adonisjs/lucid/services/db'
import PlatformSetting from '#models/platform_setting'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { templateProblemText } from '#exceptions/domain_texts'
import { authorize } from '#policies/resource_policy'
import { recordChange } from '#services/audit/audit_service'
import outbox from '#services/messaging/outbox_service'
import { renderEmail, type RenderedEmail } from '#services/messaging/email_layout'
import { messageTranslator } from '#services/messaging/message_texts'
import { publicUrl } from '#services/server/public_url'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import {
  EMAIL_TEMPLATE_KEYS,
  currentTemplate,
  customizedLanguages,
  defaultTemplate,
  fillTemplate,
  isEmailTemplateKey,
  placeholderNames,
  sampleParams,
  templateDefinition,
  type EmailTemplateKey,
} from '#services/messaging/email_templates'
import { TEMPLATE_PARTS, templateErrors, type StoredTemplates, type TemplatePart, type TemplateTexts } from '#domain/email_templates'
import { isLanguage, type Language } from '#domain/languages'

export interface TemplateSummary {
  key: EmailTemplateKey
  /** Languages with saved changes. */
  customizedLanguages: Language[]
}

export interface TemplateView {
  key: EmailTemplateKey
  lang: Language
  /** What goes out now: the saved parts, else the default ones. */
  texts: TemplateTexts
  defaults: TemplateTexts
  /** The parts that differ from the default. */
  customized: TemplatePart[]
  placeholders: { name: string; sample: string }[]
}

/** The mail and language named in the path; anything else is a 404 saying which. */
export function templateAddress(key: string, lang: string): { key: EmailTemplateKey; lang: Language } {
  if (!isEmailTemplateKey(key)) throw new DomainError('EMAIL_TEMPLATE_NOT_FOUND', { params: { key } })
  if (!isLanguage(lang)) throw new DomainError('EMAIL_TEMPLATE_LANGUAGE_UNKNOWN', { params: { lang } })
  return { key, lang }
}

function view(key: EmailTemplateKey, lang: Language, stored: StoredTemplates, site: string): TemplateView {
  const texts = currentTemplate(key, lang, stored)
  const defaults = defaultTemplate(key, lang)
  const samples = sampleParams(key, { lang, site })
  return {
    key,
    lang,
    texts,
    defaults,
    customized: TEMPLATE_PARTS.filter((part) => texts[part] !== defaults[part]),
    placeholders: placeholderNames(key).map((name) => ({ name, sample: samples[name] })),
  }
}

export async function listTemplates(viewer: User | undefined): Promise<TemplateSummary[]> {
  authorize(viewer, 'platform-settings', 'show', {})
  const stored = (await getPlatformSettings()).emailTemplates
  return EMAIL_TEMPLATE_KEYS.map((key) => ({ key, customizedLanguages: customizedLanguages(key, stored) }))
}

export async function getTemplate(viewer: User | undefined, key: EmailTemplateKey, lang: Language): Promise<TemplateView> {
  authorize(viewer, 'platform-settings', 'show', {})
  const settings = await getPlatformSettings()
  return view(key, lang, settings.emailTemplates, settings.websiteName)
}

/** The four parts of a draft, or a 422 naming each part that is missing, too long or uses an unknown placeholder. */
function checkedDraft(key: EmailTemplateKey, input: Record<string, unknown>): TemplateTexts {
  const errors = Object.entries(templateErrors(input, placeholderNames(key)))
  if (errors.length > 0) {
    throw DomainError.fields(
      'VALIDATION_ERROR',
      Object.fromEntries(errors.map(([part, problem]) => [part, [templateProblemText(part as TemplatePart, problem)]]))
    )
  }
  return Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, input[part] as string])) as TemplateTexts
}

/** The fields of an audit row: 'tickets.nl.subject' and so on, so the history names the mail, language and part. */
function auditFields(key: EmailTemplateKey, lang: Language, texts: TemplateTexts): Record<string, string> {
  return Object.fromEntries(TEMPLATE_PARTS.map((part) => [`${key}.${lang}.${part}`, texts[part]]))
}

/** Writes the parts of one mail in one language that differ from the default (none: the entry goes). */
function withTemplate(stored: StoredTemplates, key: EmailTemplateKey, lang: Language, texts: TemplateTexts | null): StoredTemplates {
  const defaults = defaultTemplate(key, lang)
  const changed = texts
    ? Object.fromEntries(TEMPLATE_PARTS.filter((part) => texts[part] !== defaults[part]).map((part) => [part, texts[part]]))
    : {}
  const languages = { ...stored[key] }
  if (Object.keys(changed).length > 0) languages[lang] = changed
  else delete languages[lang]
  const next = { ...stored }
  if (Object.keys(languages).length > 0) next[key] = languages
  else delete next[key]
  return next
}

/** Saves (texts) or resets (null) one mail in one language, with its audit row, in one transaction. */
async function storeTemplate(
  viewer: User | undefined,
  key: EmailTemplateKey,
  lang: Language,
  texts: TemplateTexts | null,
  ipAddress: string | null
): Promise<TemplateView> {
  authorize(viewer, 'platform-settings', 'edit', {})
  return db.transaction(async (trx) => {
    const row = await PlatformSetting.query({ client: trx }).where('id', 1).forUpdate().firstOrFail()
    const before = currentTemplate(key, lang, row.emailTemplates)
    const stored = withTemplate(row.emailTemplates ?? {}, key, lang, texts)
    const after = currentTemplate(key, lang, stored)
    const changed = TEMPLATE_PARTS.some((part) => before[part] !== after[part])
    if (changed) {
      row.useTransaction(trx)
      row.emailTemplates = stored
      await row.save()
      await recordChange(trx, {
        actorId: viewer!.id,
        entityType: 'email_template',
        entityId: null,
        action: texts ? 'update' : 'reset',
        before: auditFields(key, lang, before),
        after: auditFields(key, lang, after),
        ipAddress,
      })
    }
    return view(key, lang, changed ? stored : row.emailTemplates, row.websiteName)
  })
}

export function saveTemplate(
  viewer: User | undefined,
  key: EmailTemplateKey,
  lang: Language,
  input: Record<string, unknown>,
  ipAddress: string | null = null
): Promise<TemplateView> {
  const texts = checkedDraft(key, input)
  return storeTemplate(viewer, key, lang, texts, ipAddress)
}

/** Back to the texts the product ships with, in this language; a mail without changes stays as it is (no audit row). */
export function resetTemplate(viewer: User | undefined, key: EmailTemplateKey, lang: Language, ipAddress: string | null = null) {
  return storeTemplate(viewer, key, lang, null, ipAddress)
}

export interface TemplatePreview extends RenderedEmail {
  subject: string
}

/**
 * A draft filled in with the sample values, laid out exactly as the mail goes out (email_layout.ts): the fixed texts
 * the sender adds and its button are shown too.
 */
async function renderDraft(key: EmailTemplateKey, lang: Language, input: Record<string, unknown>): Promise<TemplatePreview> {
  const texts = checkedDraft(key, input)
  const site = (await getPlatformSettings()).websiteName
  const params = sampleParams(key, { lang, site })
  const definition = templateDefinition(key)
  const t = messageTranslator(lang)
  const mail = fillTemplate(texts, lang, params)
  const rendered = renderEmail({
    ...mail.content,
    paragraphs: [...mail.content.paragraphs, ...(definition.fixed ?? []).map((textKey) => t(textKey, params))],
    action: definition.button ? { label: t(definition.button), url: publicUrl('/') } : undefined,
  })
  return { subject: mail.subject, ...rendered }
}

export async function previewTemplate(
  viewer: User | undefined,
  key: EmailTemplateKey,
  lang: Language,
  input: Record<string, unknown>
): Promise<TemplatePreview> {
  authorize(viewer, 'platform-settings', 'show', {})
  return renderDraft(key, lang, input)
}

export const TEST_SUBJECT_PREFIX = '[Test] '

/** 'Send a test to me': the draft with sample values, through the outbox to the admin's own address. */
export async function sendTestMail(
  viewer: User | undefined,
  key: EmailTemplateKey,
  lang: Language,
  input: Record<string, unknown>
): Promise<{ to: string }> {
  authorize(viewer, 'platform-settings', 'edit', {})
  const preview = await renderDraft(key, lang, input)
  const to = viewer!.email
  await outbox.queueEmail(
    { to, subject: TEST_SUBJECT_PREFIX + preview.subject, html: preview.html, text: preview.text },
    { kind: 'template_test' }
  )
  return { to }
}
