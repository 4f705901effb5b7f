import { test } from '@japa/runner'
import { buyerIdentity, emailIdentityKey, phoneIdentityKey } from '#domain/buyer_identity'

test.group('Buyer identity for per-person limits (domain/buyer_identity.ts)', () => {
  test('addresses: case, spaces and +tags never make a new person', ({ assert }) => {
    assert.equal(emailIdentityKey('  Ana.Kross+feest@Example.SR '), 'ana.kross@example.sr')
    assert.equal(emailIdentityKey('ana.kross+1+2@example.sr'), 'ana.kross@example.sr')
    assert.equal(emailIdentityKey('ana@example.sr.'), 'ana@example.sr')
  })

  test('Gmail ignores dots, and googlemail.com is gmail.com; other providers keep their dots', ({ assert }) => {
    assert.equal(emailIdentityKey('A.N.A.Kross+x@gmail.com'), 'anakross@gmail.com')
    assert.equal(emailIdentityKey('ana.kross@googlemail.com'), 'anakross@gmail.com')
    assert.equal(emailIdentityKey('j.smit@telesur.sr'), 'j.smit@telesur.sr')
    assert.notEqual(emailIdentityKey('j.smit@telesur.sr'), emailIdentityKey('jsmit@telesur.sr'))
  })

  test('a leading + or no @ is left alone (nothing to strip safely)', ({ assert }) => {
    assert.equal(emailIdentityKey('+ana@example.sr'), '+ana@example.sr')
    assert.equal(emailIdentityKey('Geen-Adres'), 'geen-adres')
  })

  test('phones count by their E.164 digits', ({ assert }) => {
    assert.equal(phoneIdentityKey(' +597 812-3456 '), '+5978123456')
    assert.equal(phoneIdentityKey('+597 (812) 3456'), '+5978123456')
  })

  test('a signed-in buyer counts by account and by the account’s address and number too', ({ assert }) => {
    assert.deepEqual(
      buyerIdentity({
        account: { id: 7, email: 'Ana@Example.sr', phone: '+5978123456' },
        email: 'ana+tickets@example.sr',
        phone: '+597 812 3456',
      }),
      { userId: 7, emailKeys: ['ana@example.sr'], phoneKeys: ['+5978123456'] }
    )
    assert.deepEqual(buyerIdentity({ account: { id: 7, email: 'ana@example.sr' }, email: 'other@example.sr' }), {
      userId: 7,
      emailKeys: ['other@example.sr', 'ana@example.sr'],
      phoneKeys: [],
    })
    assert.deepEqual(buyerIdentity({ account: null, email: null, phone: '+5978123456' }), {
      userId: null,
      emailKeys: [],
      phoneKeys: ['+5978123456'],
    })
  })
})
