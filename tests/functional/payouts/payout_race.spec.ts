/*
 * Two admins paying the same balance at once, with a control run: the organizer's row lock makes the payouts one
 * after the other, so of 8 'mark paid' calls for the whole balance exactly one succeeds and the rest are 409 'balance
 * changed'; with the lock switched off the same rush must pay out more than was owed, which shows the test would see
 * the bug.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { setPayoutLockingForTests } from '#services/payouts/payout_service'
import { createAccount } from '#tests/helpers/accounts'
import { freshToken } from '#tests/helpers/routes'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { sell } from '#tests/functional/orders/sales_fixtures'

const ADMINS = 8

/** An organizer owed SRD 750 (online sales), and 8 admins each marking the whole balance paid at the same moment. */
async function rush(client: ApiClient) {
  const organizer = await createAccount({ role: 'organizer' })
  const event = await makeEvent({ organizerId: organizer.id })
  await sell({ type: await makeTicketType(event.id, { price: '250.00' }), quantity: 3, fees: [700, 300, 30] })
  const admins = await Promise.all(Array.from({ length: ADMINS }, () => createAccount({ role: 'admin' })))
  const tokens = await Promise.all(admins.map((admin) => freshToken(admin)))
  const responses = await Promise.all(
    tokens.map((token, index) =>
      client
        .post(`/api/admin/organizers/${organizer.id}/payouts`)
        .bearerToken(token)
        .json({ amount: '750.00', reference: `BANK-${index}` })
    )
  )
  const paid = await db.from('organizer_payouts').where('organizer_id', organizer.id).sum('amount as total').count('* as n').first()
  return { statuses: responses.map((r) => r.status()), responses, payouts: Number(paid.n), paidOut: Number(paid.total ?? 0) }
}

test.group('Payouts: two admins paying one balance at once', (group) => {
  group.each.teardown(() => setPayoutLockingForTests(true))

  test('exactly one payout of the balance, the others 409 (control: without the lock, paid twice)', async ({ client, assert }) => {
    for (let run = 0; run < 2; run++) {
      const { statuses, responses, payouts, paidOut } = await rush(client)
      assert.equal(statuses.filter((s) => s === 201).length, 1, statuses.join(','))
      assert.equal(statuses.filter((s) => s === 409).length, ADMINS - 1)
      const refused = responses.find((r) => r.status() === 409)!
      assert.equal(
        refused.body().message,
        'Het saldo is intussen veranderd: er staat nu SRD 0,- open. Vernieuw de pagina en probeer het opnieuw.'
      )
      assert.equal(payouts, 1)
      assert.equal(paidOut, 750)
    }

    setPayoutLockingForTests(false)
    let wentWrong = false
    for (let run = 0; run < 3 && !wentWrong; run++) wentWrong = (await rush(client)).paidOut > 750
    setPayoutLockingForTests(true)
    assert.isTrue(wentWrong, 'the control run must pay the same balance out twice')
  }).timeout(120_000)
})
