/*
 * The one layout of every outgoing e-mail: a title, an intro, optional paragraphs, an optional
 * button and a footer, as phone-friendly inline-styled HTML plus a plain-text part that carries
 * the same words and the button's URL. All input is escaped. Its own words are in the e-mail's language.
 */
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { messageTranslator } from '#services/messaging/message_texts'

export interface EmailAction {
  label: string
  url: string
}

/** An inline image (an attachment with this Content-ID) with a few lines beside it, e.g. a ticket's QR with its type and price. */
export interface EmailImageCard {
  cid: string
  alt: string
  lines: string[]
}

export interface EmailContent {
  title: string
  intro: string
  paragraphs?: string[]
  /** Shown after the paragraphs, before the button. */
  cards?: EmailImageCard[]
  action?: EmailAction
  /** Plain links below the button (e.g. the invoice next to the tickets' download). */
  links?: EmailAction[]
  footer?: string
  /** The reader's language: `<html lang>`, the default footer and the button's fallback line (default nl). */
  lang?: Language
}

export interface RenderedEmail {
  html: string
  text: string
}

export const DEFAULT_EMAIL_FOOTER = messageTranslator(DEFAULT_LANGUAGE)('email.footer')

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char])
}

/** Only http(s) links become a button; anything else (javascript:, data:) is refused. */
function safeUrl(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`E-mailknop met ongeldige link: ${parsed.protocol}`)
  return parsed.href
}

const CID_PATTERN = /^[\w.@-]+$/

function safeCid(cid: string): string {
  if (!CID_PATTERN.test(cid)) throw new Error(`E-mailafbeelding met ongeldige Content-ID: ${cid}`)
  return cid
}

/** Escaped text with line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>')
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

export function renderEmail(content: EmailContent): RenderedEmail {
  const paragraphs = content.paragraphs ?? []
  const cards = content.cards ?? []
  const lang = content.lang ?? DEFAULT_LANGUAGE
  const t = messageTranslator(lang)
  const footer = content.footer ?? t('email.footer')
  const actionUrl = content.action ? safeUrl(content.action.url) : null
  const links = (content.links ?? []).map((link) => ({ label: link.label, url: safeUrl(link.url) }))

  const paragraph = (value: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${htmlText(value)}</p>`
  const button =
    content.action && actionUrl
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#0f766e">` +
        `<a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(t('email.buttonFallback'))}<br><a href="${escapeHtml(actionUrl)}" style="color:#0f766e;word-break:break-all">${escapeHtml(actionUrl)}</a></p>`
      : ''
  const card = (item: EmailImageCard) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e5e7eb;border-radius:8px"><tr>` +
    `<td style="padding:12px;text-align:center"><img src="cid:${escapeHtml(safeCid(item.cid))}" alt="${escapeHtml(item.alt)}" width="220" height="220" style="display:block;margin:0 auto;width:220px;max-width:100%;height:auto"></td></tr>` +
    `<tr><td style="padding:0 12px 12px;${FONT};font-size:15px;line-height:22px;color:#1f2937;text-align:center">${item.lines.map(htmlText).join('<br>')}</td></tr></table>`

  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(content.title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px">',
    `<tr><td style="padding:28px 24px;${FONT}">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">${htmlText(content.title)}</h1>`,
    paragraph(content.intro),
    ...paragraphs.map(paragraph),
    ...cards.map(card),
    button,
    ...links.map(
      (link) =>
        `<p style="margin:0 0 12px;font-size:15px;line-height:22px"><a href="${escapeHtml(link.url)}" style="color:#0f766e">${escapeHtml(link.label)}</a></p>`
    ),
    '</td></tr></table>',
    `<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:18px;color:#6b7280">${htmlText(footer)}</p>`,
    '</td></tr></table></body></html>',
  ].join('\n')

  const text = [
    content.title,
    '',
    content.intro,
    ...paragraphs.flatMap((value) => ['', value]),
    ...cards.flatMap((item) => ['', ...item.lines]),
    ...(content.action && actionUrl ? ['', `${content.action.label}: ${actionUrl}`] : []),
    ...links.flatMap((link) => ['', `${link.label}: ${link.url}`]),
    '',
    '--',
    footer,
    '',
  ].join('\n')

  return { html, text }
}
