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

/** Why a part is not acceptable: missing, too long (over `max`), a line break in a one-line part, or placeholders the mail does not fill in. */
export type TemplateProblem =
  | { problem: 'required' | 'notOneLine' }
  | { problem: 'tooLong'; max: number }
  | { problem: 'unknownPlaceholders'; unknown: string[]; known: readonly string[] }

/** The problem of each part that is not acceptable; an empty object when the template may be saved. */
export function templateErrors(input: Record<string, unknown>, known: readonly string[]): Partial<Record<TemplatePart, TemplateProblem>> {
  const errors: Partial<Record<TemplatePart, TemplateProblem>> = {}
  for (const part of TEMPLATE_PARTS) {
    const value = input[part]
    if (typeof value !== 'string' || value.trim() === '') {
      errors[part] = { problem: 'required' }
      continue
    }
    if (value.length > TEMPLATE_LIMITS[part]) {
      errors[part] = { problem: 'tooLong', max: TEMPLATE_LIMITS[part] }
      continue
    }
    if ((part === 'subject' || part === 'heading') && /[\r\n]/.test(value)) {
      errors[part] = { problem: 'notOneLine' }
      continue
    }
    const unknown = unknownPlaceholders(value, known)
    if (unknown.length > 0) errors[part] = { problem: 'unknownPlaceholders', unknown, known }
  }
  return errors
}
