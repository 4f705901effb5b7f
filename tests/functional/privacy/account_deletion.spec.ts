/*
 * 'Account verwijderen': the check says what will happen; a wrong password writes nothing; a buyer is erased with
 * their orders kept (money untouched, buyer anonymised), tickets for events to come valid under the anonymised name,
 * reviews kept under 'Verwijderd account'; staff are deactivated, not erased; a business owner is refused.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { TEST_PASSWORD, clearRateLimits, createAccount, tokenFor, uniquePhone } from '#tests/helpers/accounts'
import { tableChecksums } from '#tests/helpers/table_checksums'
import { organizerWithEvent, writeOrder } from '#tests/functional/orders/order_fixtures'
import { ERASURE_ANONYMISATION, anonymiseOrderBuyers } from '#services/privacy/anonymise_order'

const ORDER_MONEY = ['subtotal', 'platform_fee', 'payment_fee', 'payment_fee_btw', 'total', 'status', 'invoice_number', 'paid_at']

async function deleteMe(client: ApiClient, token: string, body: unknown) {
  return client.delete('/api/users/me').bearerToken(token).json(body)
}

/** A buyer signed in with a paid order of two tickets for an event in 10 days, a like and a review. */
async function buyerWithFutureTickets(client: ApiClient) {
  const org = await organizerWithEvent()
  const phone = uniquePhone()
  const buyer = await createAccount({ firstName: 'Anna', lastName: 'Kromo', phone })
  const order = await writeOrder(org, { status: 'paid', quantity: 2, buyerName: 'Anna Kromo', buyerEmail: buyer.email, buyerPhone: phone })
  await db.from('orders').where('id', order.id).update({ buyer_user_id: buyer.id, invoice_organizer_id: org.user.id, invoice_number: 41 })
  await db.table('likes').insert({ user_id: buyer.id, target_type: 'event', target_id: org.event.id })
  await db.from('events').where('id', org.event.id).increment('cached_like_count', 1)
  await db.table('reviews').insert({
    review_type: 'organizer',
    organizer_id: org.user.id,
    reviewer_id: buyer.id,
    rating: 5,
    comment: 'Mooi georganiseerd',
    review_status: 'approved',
    responded_at: new Date(),
  })
  return { org, buyer, order, token: await tokenFor(client, buyer) }
}

test.group('Account deletion: a buyer', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the check counts the tickets for events to come and says the account is erased', async ({ client, assert }) => {
    const { token } = await buyerWithFutureTickets(client)
    const check = await client.get('/api/users/me/deletion-check').bearerToken(token)
    check.assertStatus(200)
    assert.deepEqual(check.body().data, { outcome: 'erase', futureTickets: 2, isStaff: false, blockers: [] })
  })

  test('a wrong password is a 422 with a Dutch message and writes nothing', async ({ client, assert }) => {
    const { token } = await buyerWithFutureTickets(client)
    const before = await tableChecksums()
    const refused = await deleteMe(client, token, { password: 'niet-mijn-wachtwoord' })
    refused.assertStatus(422)
    assert.equal(refused.body().errors.password[0], 'Wachtwoord is onjuist')
    assert.deepEqual(await tableChecksums(), before)
    const missing = await deleteMe(client, token, {})
    missing.assertStatus(422)
    assert.deepEqual(await tableChecksums(), before)
  })

  test('erased: personal fields replaced, orders kept with their money and anonymised, tickets still valid', async ({ client, assert }) => {
    const { buyer, order, org, token } = await buyerWithFutureTickets(client)
    const moneyBefore = await db.from('orders').where('id', order.id).select(ORDER_MONEY).first()
    const ticketsBefore = await db.from('tickets').where('order_id', order.id).orderBy('id').select('id', 'qr_code', 'is_valid')

    const deleted = await deleteMe(client, token, { password: TEST_PASSWORD })
    deleted.assertStatus(200)
    assert.equal(deleted.body().outcome, 'erase')
    assert.equal(deleted.body().message, 'Je account is verwijderd. Je bestellingen zijn geanonimiseerd bewaard voor de boekhouding.')

    const user = await User.findOrFail(buyer.id)
    assert.equal(user.email, `deleted-${buyer.id}@invalid`)
    assert.equal(`${user.firstName} ${user.lastName}`, 'Verwijderd account')
    assert.isNull(user.phone)
    assert.isNotNull(user.erasedAt)
    assert.isNotNull(user.deactivatedAt)

    const kept = await db.from('orders').where('id', order.id).first()
    assert.deepEqual(Object.fromEntries(ORDER_MONEY.map((key) => [key, kept[key]])), moneyBefore)
    assert.equal(kept.buyer_name, 'Verwijderd account')
    assert.isNull(kept.buyer_email)
    assert.isNull(kept.buyer_phone)
    assert.isNull(kept.buyer_email_key)

    const ticketsAfter = await db.from('tickets').where('order_id', order.id).orderBy('id')
    assert.deepEqual(
      ticketsAfter.map((ticket) => ({ id: ticket.id, qr_code: ticket.qr_code, is_valid: ticket.is_valid })),
      ticketsBefore
    )
    for (const ticket of ticketsAfter) {
      assert.equal(ticket.buyer_name, 'Verwijderd account')
      assert.isNull(ticket.buyer_email)
    }

    // Likes gone with their count; the review stays, under the anonymised name.
    assert.lengthOf(await db.from('likes').where('user_id', buyer.id), 0)
    assert.equal((await db.from('events').where('id', org.event.id).first()).cached_like_count, 0)
    const reviews = await client.get(`/api/users/${org.user.id}/reviews`)
    const shown = JSON.stringify(reviews.body())
    assert.include(shown, 'Mooi georganiseerd')
    assert.include(shown, 'Verwijderd account')
    assert.notInclude(shown, 'Kromo')

    // The audit trail has the erasure; the token no longer works.
    const audit = await db.from('audit_changes').where('entity_type', 'user').where('entity_id', buyer.id).where('action', 'erase').first()
    assert.isNotNull(audit)
    const after = await client.get('/api/users/me/profile').bearerToken(token)
    assert.include([401, 403], after.status())
  })

  test('erased: a guest order placed with the verified address loses the name too; two-factor data is gone', async ({ client, assert }) => {
    const { buyer, org, token } = await buyerWithFutureTickets(client)
    const guest = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: 'Anna K.', buyerEmail: buyer.email })
    const stranger = await writeOrder(org, {
      status: 'paid',
      quantity: 1,
      buyerName: 'Iemand Anders',
      buyerEmail: `ander-${buyer.id}@example.sr`,
    })
    await db.from('users').where('id', buyer.id).update({ two_factor_secret: 'versleuteld', two_factor_enabled_at: new Date() })
    await db.table('two_factor_recovery_codes').insert({ user_id: buyer.id, code_hash: 'a'.repeat(64) })
    await db
      .table('remembered_devices')
      .insert({ user_id: buyer.id, token_hash: `${buyer.id}`.padEnd(64, 'b'), expires_at: new Date(Date.now() + 86_400_000) })

    ;(await deleteMe(client, token, { password: TEST_PASSWORD })).assertStatus(200)

    const erased = await db.from('orders').where('id', guest.id).first()
    assert.equal(erased.buyer_name, 'Verwijderd account')
    assert.isNull(erased.buyer_email)
    assert.equal((await db.from('orders').where('id', stranger.id).first()).buyer_name, 'Iemand Anders')
    const user = await db.from('users').where('id', buyer.id).first()
    assert.isNull(user.two_factor_secret)
    assert.isNull(user.two_factor_enabled_at)
    assert.lengthOf(await db.from('two_factor_recovery_codes').where('user_id', buyer.id), 0)
    assert.lengthOf(await db.from('remembered_devices').where('user_id', buyer.id), 0)
  })

  test('a deleted account cannot sign in; its address registers again as a new account', async ({ client, assert }) => {
    const { buyer, token } = await buyerWithFutureTickets(client)
    const email = buyer.email
    ;(await deleteMe(client, token, { password: TEST_PASSWORD })).assertStatus(200)

    const signIn = await client.post('/api/auth/login').json({ email, password: TEST_PASSWORD })
    signIn.assertStatus(401)

    const again = await client.post('/api/auth/register').json({
      email,
      password: 'Nieuw-wachtwoord-9',
      firstName: 'Anna',
      lastName: 'Kromo',
      acceptTerms: true,
    })
    assert.include([200, 201], again.status())
    const fresh = await User.findByOrFail('email', email)
    assert.notEqual(fresh.id, buyer.id)
    // The new account starts empty: the old orders stay with the erased one.
    const orders = await db.from('orders').where('buyer_user_id', fresh.id)
    assert.lengthOf(orders, 0)
  })

  test('a ticket passed on to the person: holder and transfer record anonymised, the ticket still valid', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const friendOrder = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: 'Ravi Ramdin' })
    const [original] = await db.from('tickets').where('order_id', friendOrder.id)
    await db.from('tickets').where('id', original.id).update({ is_valid: false, transferred_at: new Date() })
    const person = await createAccount({ firstName: 'Maya' })
    const [given] = await db
      .table('tickets')
      .insert({
        order_id: friendOrder.id,
        event_id: org.event.id,
        ticket_type_id: org.paid.id,
        buyer_name: 'Maya Pinas',
        buyer_email: person.email,
        contact_method: 'email',
        qr_code: `KWAKOE-given-${friendOrder.id}`,
        purchase_price: org.paid.price,
        transferred_from_ticket_id: original.id,
      })
      .returning('id')
    await db.table('ticket_transfers').insert({
      event_id: org.event.id,
      order_id: friendOrder.id,
      original_ticket_id: original.id,
      from_ticket_id: original.id,
      to_ticket_id: given.id,
      from_name: 'Ravi Ramdin',
      to_first_name: 'Maya',
      to_last_name: 'Pinas',
      to_email: person.email,
      to_contact_method: 'email',
      via: 'account',
    })
    const token = await tokenFor(client, person)
    const check = await client.get('/api/users/me/deletion-check').bearerToken(token)
    assert.equal(check.body().data.futureTickets, 1)

    const deleted = await deleteMe(client, token, { password: TEST_PASSWORD })
    deleted.assertStatus(200)
    const ticket = await db.from('tickets').where('id', given.id).first()
    assert.equal(ticket.buyer_name, 'Verwijderd account')
    assert.isNull(ticket.buyer_email)
    assert.isTrue(ticket.is_valid)
    const transfer = await db.from('ticket_transfers').where('to_ticket_id', given.id).first()
    assert.deepInclude(transfer, { to_first_name: 'Verwijderd', to_last_name: 'account', to_email: `deleted-${person.id}@invalid` })
    // The friend's own order is not theirs: untouched.
    assert.equal((await db.from('orders').where('id', friendOrder.id).first()).buyer_name, 'Ravi Ramdin')
  })

  test('an admin cannot reactivate an erased account', async ({ client, assert }) => {
    const { buyer, token } = await buyerWithFutureTickets(client)
    ;(await deleteMe(client, token, { password: TEST_PASSWORD })).assertStatus(200)
    const admin = await createAccount({ role: 'admin' })
    const refused = await client.post(`/api/admin/users/${buyer.id}/reactivate`).bearerToken(await tokenFor(client, admin))
    refused.assertStatus(409)
    assert.equal(refused.body().message, 'Dit account is door de eigenaar verwijderd en kan niet opnieuw worden geactiveerd.')
    assert.isNotNull((await User.findOrFail(buyer.id)).deactivatedAt)
  })

  test('anonymiseOrderBuyers is idempotent and leaves a ticket passed on to a friend alone', async ({ assert }) => {
    const org = await organizerWithEvent()
    const order = await writeOrder(org, { status: 'paid', quantity: 1, buyerName: 'Ravi Ramdin' })
    const [original] = await db.from('tickets').where('order_id', order.id)
    await db.from('tickets').where('id', original.id).update({ is_valid: false, transferred_at: new Date() })
    await db.table('tickets').insert({
      order_id: order.id,
      event_id: org.event.id,
      ticket_type_id: org.paid.id,
      buyer_name: 'Vriend Friend',
      buyer_email: 'vriend@example.sr',
      contact_method: 'email',
      qr_code: `KWAKOE-friend-${order.id}`,
      purchase_price: org.paid.price,
      transferred_from_ticket_id: original.id,
    })
    await db.transaction((trx) => anonymiseOrderBuyers(trx, [order.id], ERASURE_ANONYMISATION))
    const once = await db.from('orders').where('id', order.id).first()
    await db.transaction((trx) => anonymiseOrderBuyers(trx, [order.id], ERASURE_ANONYMISATION))
    const twice = await db.from('orders').where('id', order.id).first()
    assert.equal(once.buyer_name, 'Verwijderd account')
    assert.deepEqual({ ...twice, updated_at: null }, { ...once, updated_at: null })
    const friend = await db.from('tickets').whereNotNull('transferred_from_ticket_id').where('order_id', order.id).first()
    assert.equal(friend.buyer_name, 'Vriend Friend')
    assert.equal(friend.buyer_email, 'vriend@example.sr')
  })
})

test.group('Account deletion: staff and business owners', (group) => {
  group.each.setup(() => clearRateLimits())

  test('a scanner of an organizer is deactivated, not erased, and told why', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const scanner = await createAccount({ role: 'scanner', managerForOrganizerId: org.user.id, firstName: 'Sandra' })
    const token = await tokenFor(client, scanner)
    const check = await client.get('/api/users/me/deletion-check').bearerToken(token)
    assert.deepEqual(check.body().data, { outcome: 'deactivate', futureTickets: 0, isStaff: true, blockers: [] })

    const deleted = await deleteMe(client, token, { password: TEST_PASSWORD })
    deleted.assertStatus(200)
    assert.equal(deleted.body().outcome, 'deactivate')
    assert.include(deleted.body().message, 'gedeactiveerd')
    const user = await User.findOrFail(scanner.id)
    assert.isNotNull(user.deactivatedAt)
    assert.isNull(user.erasedAt)
    assert.equal(user.email, scanner.email)
    assert.equal(user.firstName, 'Sandra')
    const open = await db.from('auth_sessions').where('user_id', scanner.id).whereNull('revoked_at')
    assert.lengthOf(open, 0)
    const signIn = await client.post('/api/auth/login').json({ email: scanner.email, password: TEST_PASSWORD })
    assert.include([401, 403], signIn.status())
  })

  test('the last active full admin is not deactivated by deleting their account: 409, still signed in', async ({ client, assert }) => {
    const admin = await createAccount({ role: 'admin' })
    const token = await tokenFor(client, admin)
    const others = await db
      .from('users')
      .where('role', 'admin')
      .where('is_sub_admin', false)
      .whereNull('deactivated_at')
      .whereNot('id', admin.id)
      .select('id')
    const otherIds = others.map((row) => row.id as number)
    await db.from('users').whereIn('id', otherIds).update({ deactivated_at: new Date() })
    try {
      const refused = await deleteMe(client, token, { password: TEST_PASSWORD })
      refused.assertStatus(409)
      assert.isNull((await User.findOrFail(admin.id)).deactivatedAt)
      ;(await client.get('/api/auth/validate-status').bearerToken(token)).assertStatus(200)
    } finally {
      await db.from('users').whereIn('id', otherIds).update({ deactivated_at: null })
    }
    // With a second full admin active, the same request deactivates the account.
    const deleted = await deleteMe(client, token, { password: TEST_PASSWORD })
    deleted.assertStatus(200)
    assert.equal(deleted.body().outcome, 'deactivate')
  })

  test('an organizer with events is refused with a clear message; nothing is written', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const check = await client.get('/api/users/me/deletion-check').bearerToken(org.token)
    assert.deepEqual(check.body().data.blockers, ['owns_business'])
    assert.equal(check.body().data.outcome, 'refuse')
    const before = await tableChecksums()
    const refused = await deleteMe(client, org.token, { password: TEST_PASSWORD })
    refused.assertStatus(409)
    assert.include(refused.body().message, 'Neem contact op met support')
    assert.deepEqual(await tableChecksums(), before)
  })
})
