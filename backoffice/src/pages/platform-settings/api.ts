/*
 * /platform-settings' calls (API in start/routes/platform_settings.ts). Errors are react-admin
 * HttpErrors whose body.errors is nested by field (http.ts), ready to be returned from a form's onSubmit.
 */
import { HttpError, type NotificationOptions } from 'react-admin'
import { request } from '../../http'
import type { EditableSettings, SettingsTab } from '#domain/platform_settings_rules'
import { SETTINGS_TABS } from '#domain/platform_settings_rules'
import type { TemplatePart, TemplateTexts } from '#domain/email_templates'
import { T } from './texts'

export type Settings = EditableSettings & { updatedAt: string }

export const SETTINGS_URL = '/api/platform-settings'
const TEMPLATES_URL = `${SETTINGS_URL}/email-templates`

export interface TemplateSummary {
  key: string
  customizedLanguages: string[]
}

export interface TemplateView {
  key: string
  lang: string
  texts: TemplateTexts
  defaults: TemplateTexts
  customized: TemplatePart[]
  placeholders: { name: string; sample: string }[]
}

export interface TemplatePreview {
  subject: string
  html: string
  text: string
}

export async function loadSettings(): Promise<Settings> {
  return (await request(SETTINGS_URL)).json.data as Settings
}

/** Saves one tab: only that tab's fields go to the API. */
export async function saveTab(tab: SettingsTab, values: Partial<EditableSettings>): Promise<Settings> {
  const body = Object.fromEntries(SETTINGS_TABS[tab].map((field) => [field, values[field] ?? null]))
  return (await request(SETTINGS_URL, { method: 'PUT', body: JSON.stringify(body) })).json.data as Settings
}

export async function listTemplates(): Promise<TemplateSummary[]> {
  return (await request(TEMPLATES_URL)).json.data as TemplateSummary[]
}

const templateUrl = (key: string, lang: string, action = '') =>
  `${TEMPLATES_URL}/${encodeURIComponent(key)}/${encodeURIComponent(lang)}${action ? `/${action}` : ''}`

export async function loadTemplate(key: string, lang: string): Promise<TemplateView> {
  return (await request(templateUrl(key, lang))).json.data as TemplateView
}

export async function saveTemplate(key: string, lang: string, texts: TemplateTexts): Promise<TemplateView> {
  return (await request(templateUrl(key, lang), { method: 'PUT', body: JSON.stringify(texts) })).json.data as TemplateView
}

export async function resetTemplate(key: string, lang: string): Promise<TemplateView> {
  return (await request(templateUrl(key, lang), { method: 'DELETE' })).json.data as TemplateView
}

export async function previewTemplate(key: string, lang: string, texts: TemplateTexts, signal?: AbortSignal): Promise<TemplatePreview> {
  return (await request(templateUrl(key, lang, 'preview'), { method: 'POST', body: JSON.stringify(texts), signal })).json
    .data as TemplatePreview
}

export async function sendTestTemplate(key: string, lang: string, texts: TemplateTexts): Promise<{ to: string }> {
  return (await request(templateUrl(key, lang, 'test'), { method: 'POST', body: JSON.stringify(texts) })).json.data as { to: string }
}

/** A failed save as a form shows it: the API's messages by field (nested), or null when it was no field problem. */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | null {
  if (error instanceof HttpError && error.status === 422) {
    const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors
    if (errors && Object.keys(errors).length > 0) return errors
  }
  return null
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

type Notify = (message: string, options?: NotificationOptions) => void

/**
 * A form's onSubmit: the call, a notification either way, and on a 422 the API's messages returned so react-admin
 * puts each under its field.
 */
export function submitWith<Saved>(
  notify: Notify,
  savedMessage: string,
  save: (values: Record<string, unknown>) => Promise<Saved>,
  onSaved: (saved: Saved) => void
) {
  return async (values: Record<string, unknown>) => {
    try {
      const saved = await save(values)
      notify(savedMessage, { type: 'success' })
      onSaved(saved)
    } catch (error) {
      notify(`${T}.not_saved`, { type: 'error', messageArgs: { message: messageOf(error) } })
      return fieldErrorsOf(error) ?? undefined
    }
  }
}

/** A payment provider's set-up on this server (GET /api/platform-settings/payment-providers): no secrets. */
export interface ProviderSetup {
  provider: 'uni5pay' | 'mollie'
  configured: boolean
  missing: string | null
  mode: string | null
}

export async function fetchProviderSetups(): Promise<ProviderSetup[]> {
  const { json } = await request(`${SETTINGS_URL}/payment-providers`)
  return json.data as ProviderSetup[]
}
