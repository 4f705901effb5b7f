import { readdir, readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import * as inflection from 'inflection'
import * as shim from '../../../backoffice/shims/inflection.js'
import { RESOURCES } from '#domain/resource_access'

/*
 * The back office builds with shims/inflection.ts in place of the inflection package (backoffice/vite.config.ts).
 * react-admin calls it for the labels it makes up when a text is missing: a resource's name in the singular or
 * plural, a field's source humanized. For every resource of the access table and every `source` the back office's
 * code names, the shim gives what the package gives.
 */
const ROOT = new URL('../../../backoffice/src/', import.meta.url)

async function sources(): Promise<string[]> {
  const found = new Set<string>()
  for (const entry of await readdir(ROOT, { recursive: true })) {
    if (!/\.tsx?$/.test(entry)) continue
    const code = await readFile(new URL(entry, ROOT), 'utf8')
    for (const match of code.matchAll(/source[=:]\s*["'{]\s*['"]?([A-Za-z_][\w.]*)['"]?/g)) found.add(match[1])
  }
  return [...found]
}

test.group('Back office: the inflection shim', () => {
  test('resource names in the singular, the plural and humanized, as the package makes them', ({ assert }) => {
    assert.isAbove(RESOURCES.length, 30)
    for (const resource of RESOURCES) {
      for (const count of [1, 2]) {
        assert.equal(shim.inflect(resource, count), inflection.inflect(resource, count), `${resource} × ${count}`)
        assert.equal(
          shim.humanize(shim.inflect(resource, count)),
          inflection.humanize(inflection.inflect(resource, count)),
          `${resource} × ${count} humanized`
        )
      }
      assert.equal(shim.pluralize(resource), inflection.pluralize(resource), resource)
      assert.equal(shim.singularize(resource), inflection.singularize(resource), resource)
      assert.equal(shim.capitalize(shim.singularize(resource)), inflection.capitalize(inflection.singularize(resource)), resource)
    }
  })

  test('field sources humanized as react-admin’s default labels', async ({ assert }) => {
    const names = await sources()
    assert.isAbove(names.length, 100)
    for (const source of names) {
      const words = source.replace(/\./g, ' ')
      assert.equal(shim.transform(words, ['underscore', 'humanize']), inflection.transform(words, ['underscore', 'humanize']), source)
    }
  })
})
