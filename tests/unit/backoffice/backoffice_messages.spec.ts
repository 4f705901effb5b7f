import { readdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { test } from '@japa/runner'
import englishMessages from 'ra-language-english'
import dutch from '../../../backoffice/src/i18n/nl.js'
import english from '../../../backoffice/src/i18n/en.js'
import { COMPLETE_LANGUAGES, LANGUAGE_NAMES } from '../../../backoffice/src/i18n/languages.js'
import { LANGUAGES, type Language } from '../../../domain/languages.js'
import { isResource } from '../../../domain/resource_access.js'

/*
 * The back office loads one language's core dictionary (backoffice/src/i18n/locales/) and, with each page, the texts
 * of its folder: resources/<folder>/messages.<locale>.ts and pages/<route>/messages.<locale>.ts, by folder name
 * (backoffice/src/i18nProvider.ts). These checks keep that convention honest: a folder is an access-table resource
 * whose menu name is in the core, and English is complete next to Dutch (SPEC §1).
 */
const ROOT = new URL('../../../backoffice/src/', import.meta.url)

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key))
}

async function messageFolders(kind: 'resources' | 'pages'): Promise<string[]> {
  const entries = await readdir(new URL(`${kind}/`, ROOT), { withFileTypes: true })
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
}

/** Each key's text, by dotted path. */
function texts(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, value]])
  return new Map(Object.entries(value).flatMap(([key, inner]) => [...texts(inner, prefix ? `${prefix}.${key}` : key)]))
}

/** What a translation must keep of the Dutch text: its %{variables} and its number of plural forms. */
function shape(text: unknown): string {
  if (typeof text !== 'string') return typeof text
  const variables = [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]))].sort()
  return `${text.split('||||').length} form(s), variables ${variables.join(', ') || 'none'}`
}

/** Every difference between a language's texts and the Dutch ones: a key missing or extra, or a text of another shape. */
function differences(language: Language, where: string, translated: unknown, source: unknown): string[] {
  const own = texts(translated)
  const dutchTexts = texts(source)
  const problems: string[] = []
  for (const [key, text] of dutchTexts) {
    if (!own.has(key)) problems.push(`${language} ${where}: ${key} missing`)
    else if (shape(own.get(key)) !== shape(text))
      problems.push(`${language} ${where}: ${key} has ${shape(own.get(key))}, Dutch ${shape(text)}`)
  }
  for (const key of own.keys()) if (!dutchTexts.has(key)) problems.push(`${language} ${where}: ${key} is not a Dutch key`)
  return problems
}

/** The folders with Dutch texts, as 'resources/<name>' and 'pages/<route>'. */
async function dutchFolders(): Promise<string[]> {
  const folders: string[] = []
  for (const kind of ['resources', 'pages'] as const)
    for (const folder of await messageFolders(kind))
      if (existsSync(new URL(`${kind}/${folder}/messages.nl.ts`, ROOT))) folders.push(`${kind}/${folder}`)
  return folders
}

async function folderTexts(folder: string, language: Language): Promise<unknown> {
  return (await import(new URL(`${folder}/messages.${language}.ts`, ROOT).href)).default as unknown
}

/** A language's core: i18n/<language>.ts; English's react-admin texts are ra-language-english's (i18n/locales/en.ts). */
async function coreTexts(language: Language): Promise<unknown> {
  const own = (await import(new URL(`i18n/${language}.ts`, ROOT).href)).default as Record<string, unknown>
  return language === 'en' ? { ...own, ra: englishMessages.ra } : own
}

async function dictionaries(kind: 'resources' | 'pages', folder: string) {
  const load = async (locale: string) => (await import(new URL(`${kind}/${folder}/messages.${locale}.ts`, ROOT).href)).default as unknown
  return { nl: await load('nl'), en: await load('en') }
}

test.group('Back office messages', () => {
  test('Dutch translates every react-admin text itself (the Dutch dictionary has no English underneath)', ({ assert }) => {
    const dutchKeys = new Set(keyPaths(dutch))
    const missing = keyPaths(englishMessages).filter((key) => !dutchKeys.has(key))
    assert.deepEqual(missing, [], 'react-admin keys without a Dutch text in backoffice/src/i18n/nl.ts')
  })

  test('every resource folder is a resource of the access table and has Dutch and English texts', async ({ assert }) => {
    const folders = await messageFolders('resources')
    assert.isAbove(folders.length, 0)
    for (const folder of folders) {
      assert.isTrue(isResource(folder), `backoffice/src/resources/${folder} is not in domain/resource_access.ts`)
      const { nl, en } = await dictionaries('resources', folder)
      assert.deepEqual(keyPaths(en).sort(), keyPaths(nl).sort(), `English and Dutch keys differ in resources/${folder}`)
      assert.notInclude(keyPaths(nl), 'name', `resources/${folder}: the menu name belongs in the core dictionary (i18n/nl.ts)`)
      for (const [language, core] of [
        ['nl', dutch],
        ['en', english],
      ] as const) {
        const names = core.resources as Record<string, { name?: string }>
        assert.isString(names[folder]?.name, `i18n/${language}.ts has no menu name for resources/${folder}`)
      }
    }
  })

  test('every dashboard with texts has them in Dutch and English', async ({ assert }) => {
    for (const folder of await messageFolders('pages')) {
      // A folder of parts without texts of its own.
      const files = await readdir(new URL(`pages/${folder}/`, ROOT))
      if (!files.some((file) => file.startsWith('messages.'))) continue
      const { nl, en } = await dictionaries('pages', folder)
      assert.isAbove(keyPaths(nl).length, 0)
      assert.deepEqual(keyPaths(en).sort(), keyPaths(nl).sort(), `English and Dutch keys differ in pages/${folder}`)
      for (const key of ['title', 'purpose'])
        assert.notProperty(nl, key, `pages/${folder}: the route's ${key} belongs in the core dictionary (i18n/nl.ts app.pages)`)
    }
  })

  test('every language has the Dutch keys with the same %{variables} and plural forms; the complete ones have every file', async ({
    assert,
  }) => {
    assert.includeMembers([...LANGUAGES], [...COMPLETE_LANGUAGES])
    const folders = await dutchFolders()
    assert.isAbove(folders.length, 20)
    const problems: string[] = []
    const missing: string[] = []
    for (const language of LANGUAGES.filter((lang) => lang !== 'nl')) {
      const complete = COMPLETE_LANGUAGES.includes(language)
      if (existsSync(new URL(`i18n/${language}.ts`, ROOT))) {
        problems.push(...differences(language, 'i18n core', await coreTexts(language), dutch))
        assert.isTrue(existsSync(new URL(`i18n/locales/${language}.ts`, ROOT)), `i18n/locales/${language}.ts loads i18n/${language}.ts`)
      } else if (complete) missing.push(`i18n/${language}.ts`)
      for (const folder of folders) {
        if (existsSync(new URL(`${folder}/messages.${language}.ts`, ROOT)))
          problems.push(...differences(language, folder, await folderTexts(folder, language), await folderTexts(folder, 'nl')))
        else if (complete) missing.push(`${folder}/messages.${language}.ts`)
      }
    }
    assert.deepEqual(missing, [], 'files a complete language (i18n/languages.ts COMPLETE_LANGUAGES) lacks')
    assert.deepEqual(problems, [], 'translations whose keys, %{variables} or plural forms differ from the Dutch')
  })

  test('the shape check sees a missing key, a lost variable and a lost plural form', ({ assert }) => {
    const source = { a: { b: '%{name} verwijderen', c: '1 ticket |||| %{smart_count} tickets' } }
    assert.deepEqual(differences('es', 'x', { a: { b: 'Eliminar %{name}', c: '1 entrada |||| %{smart_count} entradas' } }, source), [])
    assert.lengthOf(differences('es', 'x', { a: { b: 'Eliminar %{name}' } }, source), 1)
    assert.lengthOf(differences('es', 'x', { a: { b: 'Eliminar', c: '1 entrada |||| %{smart_count} entradas' } }, source), 1)
    assert.lengthOf(differences('es', 'x', { a: { b: 'Eliminar %{name}', c: '%{smart_count} entradas' } }, source), 1)
    assert.lengthOf(differences('es', 'x', { a: { b: 'Eliminar %{name}', c: '1 |||| %{smart_count}', d: 'extra' } }, source), 1)
  })

  test('the language menu names every language in its own language', ({ assert }) => {
    assert.deepEqual(Object.keys(LANGUAGE_NAMES).sort(), [...LANGUAGES].sort())
    assert.equal(LANGUAGE_NAMES.es, 'Español')
    assert.equal(LANGUAGE_NAMES.fr, 'Français')
    assert.equal(LANGUAGE_NAMES.de, 'Deutsch')
  })
})
