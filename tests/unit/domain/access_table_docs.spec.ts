import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { accessTableIn, accessTableMarkdown } from '#domain/access_table_docs'
import { RESOURCES } from '#domain/resource_access'

test.group('docs/access.md: the back office access table', () => {
  test('equals the access table (run `npm run docs:access` when the access table changes)', ({ assert }) => {
    const doc = readFileSync(new URL('../../../docs/access.md', import.meta.url), 'utf8')
    assert.equal(accessTableIn(doc), accessTableMarkdown())
  })

  test('the generated table has a row per resource', ({ assert }) => {
    const rows = accessTableMarkdown()
      .split('\n')
      .filter((line) => line.startsWith('| `'))
    assert.deepEqual(
      rows.map((row) => row.split('`')[1]),
      RESOURCES
    )
  })
})
