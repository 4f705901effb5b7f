import { test } from '@japa/runner'
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pickDocument } from '../../../storefront/src/content/info/pick_document.js'
import { TRANSLATED_LANGUAGES } from '#domain/languages'

const INFO_DIR = join(import.meta.dirname, '../../../storefront/src/content/info')
const dutchSlugs = readdirSync(INFO_DIR)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -3))

/** The document's outline: heading levels, list items, table rows and links, which a full translation keeps. */
function outline(markdown: string) {
  const body = markdown.replace(/^---[\s\S]*?---/, '')
  return {
    headings: body.match(/^#{2,3} /gm)?.map((h) => h.trim()) ?? [],
    listItems: body.match(/^(\s*)(-|\d+\.) /gm)?.length ?? 0,
    tableRows: body.match(/^\|/gm)?.length ?? 0,
    links: [...body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]),
  }
}

test.group('Info pages in every language', () => {
  test('a translation is picked for its language; a missing one falls back to the Dutch document', ({ assert }) => {
    const documents = { './contact.md': 'nl', './en/contact.md': 'en', './help-center.md': 'nl help' }
    assert.deepEqual(pickDocument(documents, 'contact', 'en'), { document: 'en', documentLang: 'en' })
    assert.deepEqual(pickDocument(documents, 'contact', 'nl'), { document: 'nl', documentLang: 'nl' })
    assert.deepEqual(pickDocument(documents, 'help-center', 'de'), { document: 'nl help', documentLang: 'nl' })
    assert.isUndefined(pickDocument(documents, 'cookiepolicy', 'en'))
  })

  test('every Dutch document is translated into en, es, fr and de with the same sections, lists, tables and links', ({ assert }) => {
    assert.lengthOf(dutchSlugs, 11)
    for (const slug of dutchSlugs) {
      const dutch = outline(readFileSync(join(INFO_DIR, `${slug}.md`), 'utf8'))
      for (const lang of TRANSLATED_LANGUAGES) {
        const translated = readFileSync(join(INFO_DIR, lang, `${slug}.md`), 'utf8')
        assert.match(
          translated,
          /^---\ntitle: .+\ndescription: .+\nupdated: '\d{4}-\d{2}-\d{2}'\ntoc: (true|false)\n---\n/,
          `${lang}/${slug}.md frontmatter`
        )
        assert.deepEqual(outline(translated), dutch, `${lang}/${slug}.md follows the Dutch document`)
      }
    }
  })
})
