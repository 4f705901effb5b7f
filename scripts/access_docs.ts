/*
 * `npm run docs:access`: writes the back office's access table (domain/resource_access.ts) into docs/access.md,
 * between its two markers; the text around them stays as written. tests/unit/domain/access_table_docs.spec.ts fails
 * while the file and the table differ, so run this after changing the access table.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { ACCESS_TABLE_END, ACCESS_TABLE_START, accessTableIn, accessTableMarkdown } from '../domain/access_table_docs.ts'

const file = new URL('../docs/access.md', import.meta.url)
const doc = readFileSync(file, 'utf8')
const written = accessTableIn(doc)
if (written === null) {
  console.error(`docs/access.md has no table markers: put ${ACCESS_TABLE_START} and ${ACCESS_TABLE_END} where the table goes.`)
  process.exit(1)
}
const table = accessTableMarkdown()
if (written === table) {
  console.log('docs/access.md: the access table is up to date')
} else {
  writeFileSync(
    file,
    doc.replace(written, () => table)
  )
  console.log('docs/access.md: access table rewritten')
}
