/*
 * `npm run docs:access`: prints the back office's access table (domain/resource_access.ts) as markdown, to
 * paste into the README's "Back office access" section (a unit test keeps the two equal).
 */
import { accessTableMarkdown } from '../domain/access_table_docs.ts'

process.stdout.write(`${accessTableMarkdown()}\n`)
