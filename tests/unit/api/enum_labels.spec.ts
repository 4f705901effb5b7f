import { test } from '@japa/runner'
import { ENUM_LABELS, labelFor, optionsFor, roleLabel } from '#enums/labels'
import { PG_ENUMS } from '#enums/statuses'
import { USER_ROLES } from '#enums/roles'
import { ROLE_DISPLAY_NAMES } from '../../../storefront/src/lib/role_names.js'
import backofficeDutch from '../../../backoffice/src/i18n/nl.js'

test.group('enum labels', () => {
  test('every value of every status enum has a Dutch label', ({ assert }) => {
    for (const [name, values] of Object.entries(PG_ENUMS)) {
      for (const value of values) {
        const label = labelFor(name, value)
        assert.isString(label)
        assert.notEqual(label, '', `${name}.${value}`)
      }
      assert.sameMembers(Object.keys(ENUM_LABELS[name as keyof typeof PG_ENUMS]), [...values], name)
    }
  })

  test('roles use the SPEC §6 display names; unknown roles show as stored', ({ assert }) => {
    assert.equal(roleLabel('user'), 'Gebruiker')
    assert.equal(roleLabel('admin'), 'Administrator')
    assert.equal(roleLabel('organizer'), 'Organisator')
    assert.equal(roleLabel('agent'), 'Agent')
    assert.equal(roleLabel('venue_owner'), 'Venue Eigenaar')
    assert.equal(roleLabel('manager'), 'Manager')
    assert.equal(roleLabel('Manager'), 'Manager')
    assert.equal(roleLabel('loket_medewerker'), 'Loket Medewerker')
    assert.equal(roleLabel('scanner'), 'Scanner')
    assert.equal(roleLabel('superhero'), 'superhero')
    for (const role of USER_ROLES) assert.notEqual(roleLabel(role), '')
  })

  test("one role map: the API's labels are domain/access.ts's, with only SPEC §6's eight names", ({ assert }) => {
    // The roles SPEC names no display name for share the nearest one (they used to read 'Agent Manager',
    // 'Venue Operator' here and 'Agent', 'Venue Eigenaar' in the storefront and back office).
    assert.equal(roleLabel('agent_manager'), 'Agent')
    assert.equal(roleLabel('agent_loket_medewerker'), 'Loket Medewerker')
    assert.equal(roleLabel('venue_operator'), 'Venue Eigenaar')
    for (const role of USER_ROLES) assert.equal(roleLabel(role), ROLE_DISPLAY_NAMES[role], role)
    // The API's labels, the storefront's names and the back office's Dutch are one set of words.
    assert.deepEqual(backofficeDutch.app.roles, ROLE_DISPLAY_NAMES)
    assert.sameMembers(
      [...new Set(Object.values(ROLE_DISPLAY_NAMES))],
      ['Gebruiker', 'Administrator', 'Organisator', 'Agent', 'Venue Eigenaar', 'Manager', 'Loket Medewerker', 'Scanner']
    )
  })

  test('examples and edge cases', ({ assert }) => {
    assert.equal(labelFor('order_status', 'paid'), 'Betaald')
    assert.equal(labelFor('venue_price_period', 'dag'), 'per dag')
    assert.equal(labelFor('district', 'marowijne'), 'Marowijne')
    assert.equal(labelFor('order_status', 'toString'), 'toString')
    assert.equal(labelFor('no_such_enum', 'x'), 'x')
    assert.equal(labelFor('order_status', null), '')
    assert.deepInclude(optionsFor('review_type'), { value: 'venue', label: 'Venue' })
  })
})
