/*
 * The eleven info pages of SPEC §2 (/pages/{slug}). Each document is a Dutch Markdown file next to
 * this module, translated in en/, es/, fr/ and de/ under the same name; a language without
 * a translation shows the Dutch document. The page title comes from the 'pages.title.{slug}' keys.
 */
import type { MarkdownInstance } from 'astro'
import type { MessageKey } from '../../i18n/translate'
import type { Language } from '../../i18n/languages'
import { pickDocument } from './pick_document'

export type InfoPageGroup = 'info' | 'legal'

export interface InfoPageFrontmatter {
  title: string
  description: string
  /** ISO date (yyyy-mm-dd) of the last change, shown as 'Laatst bijgewerkt'. */
  updated: string
  /** Long documents get a table of contents built from their ## headings. */
  toc: boolean
}

export const INFO_PAGES = [
  { slug: 'help-center', group: 'info' },
  { slug: 'contact', group: 'info' },
  { slug: 'hoe-het-werkt-voor-evenementen', group: 'info' },
  { slug: 'hoe-het-werkt-voor-venues', group: 'info' },
  { slug: 'hoe-het-werkt-voor-ticketpoints', group: 'info' },
  { slug: 'algemene-voorwaarden', group: 'legal' },
  { slug: 'privacyverklaring', group: 'legal' },
  { slug: 'cookiepolicy', group: 'legal' },
  { slug: 'merchant-agreement', group: 'legal' },
  { slug: 'agent-agreement', group: 'legal' },
  { slug: 'venue-operator-agreement', group: 'legal' },
] as const satisfies readonly { slug: string; group: InfoPageGroup }[]

export type InfoPageSlug = (typeof INFO_PAGES)[number]['slug']

export function infoPageHref(slug: InfoPageSlug): string {
  return `/pages/${slug}`
}

export function infoPageTitleKey(slug: InfoPageSlug): MessageKey {
  return `pages.title.${slug}`
}

const documents = import.meta.glob<MarkdownInstance<InfoPageFrontmatter>>(['./*.md', './*/*.md'], { eager: true })

/** The page for a slug from the address in `lang` (or Dutch, see pick_document.ts), or undefined for anything unknown (→ 404). */
export function findInfoPage(slug: string | undefined, lang: Language) {
  const entry = INFO_PAGES.find((page) => page.slug === slug)
  const found = entry && pickDocument(documents, entry.slug, lang)
  return entry && found ? { ...entry, ...found } : undefined
}
