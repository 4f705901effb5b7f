/*
 * The access table (domain/resource_access.ts) as markdown for docs/access.md: written there between the
 * markers by `npm run docs:access`, and compared with that file by tests/unit/domain/access_table_docs.spec.ts so
 * the two never drift apart.
 */
import { USER_ROLES } from './access.js'
import { RESOURCE_ACCESS, RESOURCES, type Grant, type Scope, type TableRole } from './resource_access.js'

export const ACCESS_TABLE_START = '<!-- access-table:start (npm run docs:access) -->'
export const ACCESS_TABLE_END = '<!-- access-table:end -->'

const SCOPE_WORDS: Record<Scope, string> = {
  own: 'own',
  organizer: 'their organizer’s',
  agent: 'their agent’s',
  venue: 'their venues’',
  all: 'all',
}

/** The roles that have a grant anywhere, in SPEC §6's order. */
function rolesInTable(): TableRole[] {
  const granted = new Set(RESOURCES.flatMap((resource) => Object.keys(RESOURCE_ACCESS[resource])))
  const roles = USER_ROLES.flatMap((role): TableRole[] => (role === 'admin' ? ['admin', 'sub_admin'] : role === 'Manager' ? [] : [role]))
  return roles.filter((role) => granted.has(role))
}

function cell(grant: Grant | undefined): string {
  return grant ? `${grant.actions.join(', ')} (${SCOPE_WORDS[grant.scope]})` : '—'
}

/** One row per resource, one column per role: the actions and, in brackets, the records they reach. */
export function accessTableMarkdown(): string {
  const roles = rolesInTable()
  const lines = [`| Resource | ${roles.join(' | ')} |`, `| --- | ${roles.map(() => '---').join(' | ')} |`]
  for (const resource of RESOURCES) {
    const grants = RESOURCE_ACCESS[resource] as Partial<Record<TableRole, Grant>>
    lines.push(`| \`${resource}\` | ${roles.map((role) => cell(grants[role])).join(' | ')} |`)
  }
  return [ACCESS_TABLE_START, '', ...lines, '', ACCESS_TABLE_END].join('\n')
}

/** The table as a document (docs/access.md) holds it, between the markers, or null when the markers are missing. */
export function accessTableIn(readme: string): string | null {
  const start = readme.indexOf(ACCESS_TABLE_START)
  const end = readme.indexOf(ACCESS_TABLE_END)
  return start === -1 || end < start ? null : readme.slice(start, end + ACCESS_TABLE_END.length)
}
