import { readdir } from 'node:fs/promises'
import { test } from '@japa/runner'
import englishMessages from 'ra-language-english'
import dutch from '../../../backoffice/src/i18n/nl.js'
import english from '../../../backoffice/src/i18n/en.js'
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
})
