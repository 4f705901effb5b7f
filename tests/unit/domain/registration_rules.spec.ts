import { test } from '@japa/runner'
import { missingRegistrationFields, requiredRegistrationFields } from '../../../domain/registration_rules.js'
import { text } from '#exceptions/messages'
import { missingRegistrationFieldText } from '#exceptions/domain_texts'

const missingFieldMessage = (...args: Parameters<typeof missingRegistrationFieldText>) => text(missingRegistrationFieldText(...args))

test.group('required registration fields per role (domain/registration_rules.ts)', () => {
  test('every account gives name, e-mail and password; each selling role adds its own', ({ assert }) => {
    const account = ['firstName', 'lastName', 'email', 'password']
    assert.deepEqual(requiredRegistrationFields(), account)
    assert.deepEqual(requiredRegistrationFields('user'), account)
    assert.deepEqual(requiredRegistrationFields('organizer'), [...account, 'organizationName'])
    assert.deepEqual(requiredRegistrationFields('agent'), [...account, 'phone', 'organizationName', 'district'])
    assert.deepEqual(requiredRegistrationFields('venue_operator'), [...account, 'phone', 'organizationName'])
  })

  test('registering by WhatsApp adds the number', ({ assert }) => {
    assert.include(requiredRegistrationFields('user', 'whatsapp'), 'phone')
    assert.deepEqual(requiredRegistrationFields('agent', 'whatsapp'), requiredRegistrationFields('agent'))
  })

  test('left out, null, blank and a lone phone plus count as missing; in form order', ({ assert }) => {
    const base = { firstName: 'Anna', lastName: 'Vrede', email: 'anna@example.sr', password: 'Sterk-wachtwoord-1' }
    assert.deepEqual(missingRegistrationFields(base, 'user'), [])
    assert.deepEqual(missingRegistrationFields({ ...base, firstName: '  ', email: null }, 'user'), ['firstName', 'email'])
    assert.deepEqual(missingRegistrationFields({ ...base, phone: '+ ', organizationName: 'X' }, 'venue_operator'), ['phone'])
    assert.deepEqual(missingRegistrationFields({ ...base, phone: '+5978123456' }, 'agent'), ['organizationName', 'district'])
    assert.deepEqual(missingRegistrationFields(base, 'user', 'whatsapp'), ['phone'])
  })

  test("the API's messages", ({ assert }) => {
    assert.equal(missingFieldMessage('organizationName'), 'Organisatienaam is verplicht')
    assert.equal(missingFieldMessage('phone'), 'Telefoonnummer is verplicht')
    assert.equal(missingFieldMessage('phone', 'whatsapp'), 'Een WhatsApp-nummer is verplicht als je je via WhatsApp registreert')
    assert.equal(missingFieldMessage('firstName'), 'Voornaam is verplicht')
  })
})
