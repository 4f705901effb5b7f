import { test } from '@japa/runner'
import { deliveriesByChannel, selectRecipients, type TicketHolder } from '#domain/attendee_messages'

const holder = (overrides: Partial<TicketHolder>): TicketHolder => ({
  name: 'Anna',
  email: 'anna@example.sr',
  phone: '+5978123456',
  contactMethod: 'email',
  language: 'nl',
  ...overrides,
})

test.group('domain/attendee_messages: who receives a message', () => {
  test('one recipient per holder: the same e-mail and phone on several tickets is one message', ({ assert }) => {
    const { recipients, unreachable } = selectRecipients(
      [holder({}), holder({ email: 'ANNA@example.sr ' }), holder({ email: 'ravi@example.sr', phone: '+5978000001' })],
      ['email', 'whatsapp']
    )
    assert.equal(unreachable, 0)
    assert.deepEqual(
      recipients.map((recipient) => recipient.deliveries),
      [[{ channel: 'email', address: 'anna@example.sr' }], [{ channel: 'email', address: 'ravi@example.sr' }]]
    )
  })

  test('the holder’s method decides, within the channels allowed; nobody left is unreachable', ({ assert }) => {
    const holders = [
      holder({ contactMethod: 'both' }),
      holder({ email: 'w@example.sr', phone: '+5978000002', contactMethod: 'whatsapp' }),
      holder({ email: null, phone: '+5978000003', contactMethod: 'email' }),
    ]
    const both = selectRecipients(holders, ['email', 'whatsapp'])
    assert.deepEqual(deliveriesByChannel(both.recipients), { email: 1, whatsapp: 2 })
    assert.equal(both.unreachable, 1)
    const emailOnly = selectRecipients(holders, ['email'])
    assert.equal(emailOnly.recipients.length, 1)
    assert.equal(emailOnly.unreachable, 2)
  })

  test('an address two holders share is sent to once', ({ assert }) => {
    const { recipients } = selectRecipients(
      [holder({ phone: '+5978000004' }), holder({ phone: '+5978000005', contactMethod: 'both' })],
      ['email', 'whatsapp']
    )
    assert.deepEqual(deliveriesByChannel(recipients), { email: 1, whatsapp: 1 })
  })
})
