/*
 * E-mail templates as an admin edits them: a subject, a heading, a body and a footer, each with
 * named placeholders such as {event} or {name}. Pure and shared: the API checks a template with these rules
 * before it is saved, previewed or sent; the back office marks unknown placeholders while the admin types.
 * Which mails exist and which placeholders each one has: api/services/messaging/email_templates.ts.
 */
import type { Language } from './languages.js'

export const TEMPLATE_PARTS = ['subject', 'heading', 'body', 'footer'] as const
export type TemplatePart = (typeof TEMPLATE_PARTS)[number]
export type TemplateTexts = Record<TemplatePart, string>

/** platform_settings.email_templates: only the parts an admin changed, per mail and language. */
export type StoredTemplates = Partial<Record<string, Partial<Record<Language, Partial<TemplateTexts>>>>>

/** Dutch names of the parts, for the API's messages. */
const PART_NAMES: Record<TemplatePart, string> = { subject: 'Onderwerp', heading: 'Kop', body: 'Tekst', footer: 'Voettekst' }

export const TEMPLATE_LIMITS: Record<TemplatePart, number> = { subject: 200, heading: 200, body: 5000, footer: 1000 }

const PLACEHOLDER = /\{(\w+)\}/g

/** The placeholder names a text uses, in order, each once: 'Hallo {name}, {event}' → ['name', 'event']. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))]
}

/** The placeholders of `text` that the mail does not know. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !known.includes(name))
}

/** A body as the layout's paragraphs: split at blank lines; single line breaks stay inside a paragraph. */
export function bodyParagraphs(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
}

const list = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ')

/**
 * The Dutch message per part that is not acceptable (missing, too long, a line break in the subject, a
 * placeholder the mail does not fill in); an empty object when the template may be saved.
 */
export function templateErrors(input: Record<string, unknown>, known: readonly string[]): Partial<Record<TemplatePart, string>> {
  const errors: Partial<Record<TemplatePart, string>> = {}
  for (const part of TEMPLATE_PARTS) {
    const value = input[part]
    const name = PART_NAMES[part]
    if (typeof value !== 'string' || value.trim() === '') {
      errors[part] = `${name} is verplicht.`
      continue
    }
    if (value.length > TEMPLATE_LIMITS[part]) {
      errors[part] = `${name} mag hoogstens ${TEMPLATE_LIMITS[part].toLocaleString('nl-NL')} tekens hebben.`
      continue
    }
    if ((part === 'subject' || part === 'heading') && /[\r\n]/.test(value)) {
      errors[part] = `${name} moet op één regel passen.`
      continue
    }
    const unknown = unknownPlaceholders(value, known)
    if (unknown.length > 0) {
      const which = unknown.length === 1 ? `de onbekende plaatshouder {${unknown[0]}}` : `onbekende plaatshouders ${list(unknown)}`
      errors[part] = `${name} bevat ${which}. Deze e-mail kent: ${list(known)}.`
    }
  }
  return errors
}
