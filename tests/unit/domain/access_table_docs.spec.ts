import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { accessTableIn, accessTableMarkdown } from '#domain/access_table_docs'
import { RESOURCES } from '#domain/resource_access'

test.group('README: the back office access table', () => {
  test('equals what `npm run docs:access` prints (regenerate and paste it when the access table changes)', ({ assert }) => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    assert.equal(accessTableIn(readme), accessTableMarkdown())
  })

  test('the printed table has a row per resource', ({ assert }) => {
    const rows = accessTableMarkdown()
      .split('\n')
      .filter((line) => line.startsWith('| `'))
    assert.deepEqual(
      rows.map((row) => row.split('`')[1]),
      RESOURCES
    )
  })
})
