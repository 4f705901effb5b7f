/*
 * The counter's receipt names the seller: the event's organizer (its business address, KKF and BTW numbers only when
 * filled), where it was sold (the organizer's box office or the agent's point of sale) and the sale's invoice
 * number in the organizer's sequence, the same one the online invoices use.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { freshToken } from '#tests/helpers/routes'
import { approvedAgent, loketStaff, openShift, organizerWithEvent } from '#tests/functional/counter_sales/counter_fixtures'

async function sell(client: ApiClient, channel: 'loket' | 'agent', seller: User, eventId: number, ticketTypeId: number) {
  const response = await client
    .post(`/api/${channel}/sales`)
    .bearerToken(await freshToken(seller))
    .json({ eventId, tickets: [{ ticketTypeId, quantity: 1 }], paymentMethod: 'pin' })
  response.assertStatus(201)
  return response.body().orderNumber as string
}

async function receiptOf(client: ApiClient, channel: 'loket' | 'agent', reader: User, orderNumber: string) {
  const response = await client.get(`/api/${channel}/sales/${orderNumber}/receipt`).bearerToken(await freshToken(reader))
  response.assertStatus(200)
  return response.body().data
}

test.group('A counter receipt names the seller', () => {
  test('the organizer with KKF and BTW numbers, the box office, and the invoice number', async ({ client, assert }) => {
    const { organizer, event, staanplaats } = await organizerWithEvent()
    await organizer
      .merge({
        organizationName: 'Fort Zeelandia Events',
        kkfNumber: '12345',
        btwnumber: 'BTW-987',
        businessStreetName: 'Kerkplein',
        businessHouseNumber: '1',
      })
      .save()
    const staff = await loketStaff(organizer.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    await openShift(staff, organizer.id)
    const first = await sell(client, 'loket', staff, event.id, staanplaats.id)
    const second = await sell(client, 'loket', staff, event.id, staanplaats.id)

    const receipt = await receiptOf(client, 'loket', staff, second)
    assert.deepEqual(receipt.issuer, { name: 'Fort Zeelandia Events', address: 'Kerkplein 1', kkfNumber: '12345', btwNumber: 'BTW-987' })
    assert.isNull(receipt.agentName)
    assert.equal(receipt.invoiceNumber, 'F-000002')
    assert.equal((await receiptOf(client, 'loket', organizer, first)).invoiceNumber, 'F-000001')
  })

  test('at an agent: the agent’s point of sale; fields the organizer left empty stay out', async ({ client, assert }) => {
    const { organizer, event, vip } = await organizerWithEvent()
    const { agent } = await approvedAgent(organizer.id)
    await agent.merge({ organizationName: 'Ticketpunt Nickerie' }).save()
    const orderNumber = await sell(client, 'agent', agent, event.id, vip.id)

    const receipt = await receiptOf(client, 'agent', agent, orderNumber)
    assert.equal(receipt.issuer.name, 'Test Persoon', 'an organizer without an organization name: their own name')
    assert.isNull(receipt.issuer.kkfNumber)
    assert.isNull(receipt.issuer.btwNumber)
    assert.isNull(receipt.issuer.address)
    assert.equal(receipt.agentName, 'Ticketpunt Nickerie')
    assert.equal(receipt.invoiceNumber, 'F-000001')
  })
})
