import { test } from '@japa/runner'
import { GUARDED_PATHS, STOREFRONT_GUARDED_ROUTES } from '../../../domain/access.js'
import dutch from '../../../backoffice/src/i18n/nl.js'
import english from '../../../backoffice/src/i18n/en.js'
import { MENU_GROUPS } from '../../../backoffice/src/layout/menuGroups.js'

/*
 * The back office's menu groups (backoffice/src/layout/menuGroups.ts): every dashboard the back office serves and
 * every resource with a menu name sits in exactly one group, so no entry goes missing from a role's menu.
 */
const targets = MENU_GROUPS.flatMap((group) => group.entries.map((entry) => ('page' in entry ? entry.page : entry.resource)))

test.group('Back office menu groups', () => {
  test('each dashboard and each resource is in exactly one group', ({ assert }) => {
    const pages = GUARDED_PATHS.filter((route) => !STOREFRONT_GUARDED_ROUTES.includes(route))
    const resources = Object.keys(dutch.resources)
    assert.sameMembers(targets, [...pages, ...resources])
    assert.lengthOf(new Set(targets), targets.length, 'an entry in two groups')
  })

  test('each group has a heading in Dutch and English', ({ assert }) => {
    for (const group of MENU_GROUPS) {
      assert.isString((dutch.app.menu.groups as Record<string, string>)[group.key], `nl: app.menu.groups.${group.key}`)
      assert.isString((english.app.menu.groups as Record<string, string>)[group.key], `en: app.menu.groups.${group.key}`)
    }
  })
})
