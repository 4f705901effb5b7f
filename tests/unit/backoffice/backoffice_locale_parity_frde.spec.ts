import { readdir, readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import dutch from '../../../backoffice/src/i18n/nl.js'
import french from '../../../backoffice/src/i18n/fr.js'
import german from '../../../backoffice/src/i18n/de.js'

/*
 * French and German stand beside Dutch in the back office (SPEC §1): the core dictionaries (i18n/fr.ts, i18n/de.ts)
 * and every folder's messages.fr.ts / messages.de.ts hold exactly Dutch's keys, each text with the same %{variables}
 * and the same number of `||||` plural forms, and a sentence is translated rather than copied from the Dutch.
 */
const ROOT = new URL('../../../backoffice/src/', import.meta.url)
const LANGUAGES = ['fr', 'de'] as const

type Texts = Map<string, string>

function texts(value: unknown, prefix = '', into: Texts = new Map()): Texts {
  if (typeof value === 'string') into.set(prefix, value)
  else if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value)) texts(inner, prefix ? `${prefix}.${key}` : key, into)
  else into.set(prefix, String(value))
  return into
}

const variables = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort()
const pluralForms = (text: string) => text.split('||||').length

/** Every way a translation differs from the Dutch in shape, one line each; empty when it matches. */
function differences(dutchTexts: unknown, translated: unknown): string[] {
  const source = texts(dutchTexts)
  const target = texts(translated)
  const problems: string[] = []
  for (const key of source.keys()) if (!target.has(key)) problems.push(`missing ${key}`)
  for (const key of target.keys()) if (!source.has(key)) problems.push(`extra ${key}`)
  for (const [key, original] of source) {
    const text = target.get(key)
    if (text === undefined) continue
    if (variables(text).join() !== variables(original).join())
      problems.push(`${key}: variables ${variables(text).join()} instead of ${variables(original).join()}`)
    if (pluralForms(text) !== pluralForms(original))
      problems.push(`${key}: ${pluralForms(text)} plural forms instead of ${pluralForms(original)}`)
    if (text.trim() === '' && original.trim() !== '') problems.push(`${key}: empty`)
    const sentence =
      original
        .replace(/%\{\w+\}/g, '')
        .trim()
        .split(/\s+/).length >= 4
    if (sentence && text === original) problems.push(`${key}: the Dutch sentence itself`)
  }
  return problems
}

async function messageFiles(): Promise<string[]> {
  const found: string[] = []
  for (const kind of ['resources', 'pages']) {
    for (const entry of await readdir(new URL(`${kind}/`, ROOT), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      const files = await readdir(new URL(`${kind}/${entry.name}/`, ROOT))
      if (files.includes('messages.nl.ts')) found.push(`${kind}/${entry.name}`)
    }
  }
  return found
}

const load = async (folder: string, locale: string) =>
  (await import(new URL(`${folder}/messages.${locale}.ts`, ROOT).href)).default as unknown

test.group('Back office in French and German', () => {
  test('the shape check catches a missing key, a lost variable, a lost plural form and a copied sentence', ({ assert }) => {
    const original = { a: { b: '%{count} kaartjes |||| veel' }, c: 'Dit is een hele zin', d: 'Ja' }
    assert.deepEqual(differences(original, { a: { b: '%{count} billets |||| beaucoup' }, c: 'Ceci est une phrase', d: 'Ja' }), [])
    assert.deepEqual(differences(original, { a: { b: '%{total} billets' }, c: 'Dit is een hele zin', e: 'x' }), [
      'missing d',
      'extra e',
      'a.b: variables total instead of count',
      'a.b: 1 plural forms instead of 2',
      'c: the Dutch sentence itself',
    ])
  })

  test('the core dictionaries hold every key of the Dutch one, with its variables and plural forms', ({ assert }) => {
    assert.deepEqual(differences(dutch, french), [], 'backoffice/src/i18n/fr.ts')
    assert.deepEqual(differences(dutch, german), [], 'backoffice/src/i18n/de.ts')
  })

  test('each core chunk (i18n/locales/) gives its own language’s texts and lists that language’s folder texts', async ({ assert }) => {
    // The chunks use Vite's import.meta.glob, which only the bundler reads: their source is what is checked.
    for (const locale of LANGUAGES) {
      const source = await readFile(new URL(`i18n/locales/${locale}.ts`, ROOT), 'utf8')
      assert.match(source, new RegExp(`import ${locale} from '\\.\\./${locale}(\\.js)?'`), `locales/${locale}.ts`)
      assert.match(source, new RegExp(`export default ${locale}\\b`), `locales/${locale}.ts`)
      const globs = [...source.matchAll(/import\.meta\.glob<Messages>\('([^']+)'/g)].map((match) => match[1])
      assert.deepEqual(globs, [`../../resources/*/messages.${locale}.ts`, `../../pages/*/messages.${locale}.ts`], `locales/${locale}.ts`)
    }
  })

  test('every folder with Dutch texts has them in French and German, key for key', async ({ assert }) => {
    const folders = await messageFiles()
    assert.isAbove(folders.length, 20)
    for (const folder of folders) {
      const nl = await load(folder, 'nl')
      for (const locale of LANGUAGES) {
        const translated = await load(folder, locale)
        assert.deepEqual(differences(nl, translated), [], `backoffice/src/${folder}/messages.${locale}.ts`)
      }
    }
  })
})
