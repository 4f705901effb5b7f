/*
 * Agent partnerships and the agents' notifications through the API. Each rule, message and move;
 * the agent's and organizer's side never reach another's records; every change notifies the agent.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import AgentPartnership from '#models/agent_partnership'
import AgentNotification from '#models/agent_notification'
import { PARTNERSHIP_MESSAGES } from '#exceptions/domain_texts'
import { MESSAGES as DOMAIN_ERRORS } from '#exceptions/messages'
import { TEAM_MESSAGES } from '#exceptions/domain_texts'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { clearRateLimits, createAccount, tokenFor } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'

interface Person {
  user: User
  token: string
}

async function person(client: ApiClient, overrides: Partial<User>): Promise<Person> {
  const user = await createAccount(overrides)
  return { user, token: await tokenFor(client, user) }
}

async function pair(client: ApiClient) {
  const agent = await person(client, { role: 'agent', organizationName: 'Ticketpunt Test' })
  const organizer = await person(client, { role: 'organizer', organizationName: 'Stichting Test' })
  return { agent, organizer }
}

function request(client: ApiClient, agent: Person, organizerId: number, requestMessage = 'Mogen wij verkopen?') {
  return client.post('/api/agent-partnerships').bearerToken(agent.token).json({ organizerId, requestMessage })
}

function respond(client: ApiClient, who: Person, id: number, body: Record<string, unknown>) {
  return client.put(`/api/agent-partnerships/${id}`).bearerToken(who.token).json(body)
}

async function pending(client: ApiClient) {
  const { agent, organizer } = await pair(client)
  const response = await request(client, agent, organizer.user.id)
  response.assertStatus(201)
  return { agent, organizer, id: response.body().data.id as number }
}

test.group('Agent partnerships: request', (group) => {
  group.each.setup(() => clearRateLimits())

  test('an agent asks an organizer: pending, default 10.00 commission, all events, the organizer e-mailed', async ({ client, assert }) => {
    const { agent, organizer } = await pair(client)
    const response = await request(client, agent, organizer.user.id, 'Wij verkopen graag aan de Waterkant.')
    response.assertStatus(201)
    const data = response.body().data
    assert.include(data, { agentId: agent.user.id, organizerId: organizer.user.id, status: 'pending', commissionPercentage: '10.00' })
    assert.equal(data.requestMessage, 'Wij verkopen graag aan de Waterkant.')
    assert.equal(data.organizerName, 'Stichting Test')
    assert.deepEqual(data.permissions, { canSellAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    const mails = await outboxMessagesTo(organizer.user.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0].subject, 'Ticketpunt Test')
    assert.include(mails[0].bodyText, 'Wij verkopen graag aan de Waterkant.')
  })

  test('a second open request to the same organizer: 409 with the Dutch message; after a rejection a new one is allowed', async ({
    client,
    assert,
  }) => {
    const { agent, organizer, id } = await pending(client)
    const second = await request(client, agent, organizer.user.id)
    second.assertStatus(409)
    assert.equal(second.body().message, PARTNERSHIP_MESSAGES.alreadyOpen)
    ;(await respond(client, organizer, id, { action: 'reject', message: 'Nu niet' })).assertStatus(200)
    ;(await request(client, agent, organizer.user.id)).assertStatus(201)
  })

  test('eight requests at the same moment: one 201, the others 409 (the unique index decides a race)', async ({ client, assert }) => {
    const { agent, organizer } = await pair(client)
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(client, agent, organizer.user.id)))
    const statuses = answers.map((answer) => answer.status()).sort()
    assert.deepEqual(statuses, [201, 409, 409, 409, 409, 409, 409, 409])
    assert.equal((await AgentPartnership.query().where({ agentId: agent.user.id })).length, 1)
  })

  test('an unknown organizer or a non-organizer: 422 on organizerId; only agents may ask', async ({ client, assert }) => {
    const { agent } = await pair(client)
    const user = await createAccount({ role: 'user' })
    const notOrganizer = await request(client, agent, user.id)
    notOrganizer.assertStatus(422)
    assert.property(notOrganizer.body().errors, 'organizerId')
    const manager = await person(client, { role: 'agent_manager', managerForAgentId: agent.user.id })
    ;(await client.post('/api/agent-partnerships').bearerToken(manager.token).json({ organizerId: user.id })).assertStatus(403)
  })
})

test.group('Agent partnerships: the organizer answers', (group) => {
  group.each.setup(() => clearRateLimits())

  test('approve with own events and types and a commission: approved, terms stored, the agent notified', async ({ client, assert }) => {
    const { agent, organizer, id } = await pending(client)
    const event = await makeEvent({ organizerId: organizer.user.id })
    const type = await makeTicketType(event.id)
    const response = await respond(client, organizer, id, {
      action: 'approve',
      message: 'Welkom!',
      commissionPercentage: 7.5,
      permissions: { canSellAllEvents: false, allowedEventIds: [event.id, event.id], allowedTicketTypeIds: [type.id] },
    })
    response.assertStatus(200)
    const data = response.body().data
    assert.include(data, { status: 'approved', commissionPercentage: '7.50', responseMessage: 'Welkom!' })
    assert.deepEqual(data.permissions, { canSellAllEvents: false, allowedEventIds: [event.id], allowedTicketTypeIds: [type.id] })
    assert.isNotNull(data.respondedAt)
    const notes = await AgentNotification.query().where('agent_id', agent.user.id)
    assert.lengthOf(notes, 1)
    assert.include(notes[0].$attributes, { type: 'partnership_approved', title: 'Partnerschap goedgekeurd', relatedPartnershipId: id })
    assert.include(notes[0].message, 'Stichting Test')
    assert.include(notes[0].message, 'Welkom!')
  })

  test('another organizer’s event or ticket type in the permissions: 422 on the field, nothing changes', async ({ client, assert }) => {
    const { agent, organizer, id } = await pending(client)
    const foreign = await makeEvent()
    const foreignType = await makeTicketType(foreign.id)
    const events = await respond(client, organizer, id, {
      action: 'approve',
      permissions: { canSellAllEvents: false, allowedEventIds: [foreign.id] },
    })
    events.assertStatus(422)
    assert.deepEqual(events.body().errors, { 'permissions.allowedEventIds': [TEAM_MESSAGES.foreignEvents] })
    const types = await respond(client, organizer, id, {
      action: 'approve',
      permissions: { canSellAllEvents: false, allowedEventIds: [], allowedTicketTypeIds: [foreignType.id] },
    })
    types.assertStatus(422)
    assert.deepEqual(types.body().errors, { 'permissions.allowedTicketTypeIds': [TEAM_MESSAGES.foreignTicketTypes] })
    assert.equal((await AgentPartnership.findOrFail(id)).status, 'pending')
    assert.equal((await AgentNotification.query().where('agent_id', agent.user.id)).length, 0)
  })

  test('commission outside 0-100 or with three decimals: 422', async ({ client, assert }) => {
    const { organizer, id } = await pending(client)
    for (const commissionPercentage of [-1, 100.01, 7.555]) {
      const response = await respond(client, organizer, id, { action: 'approve', commissionPercentage })
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.commissionPercentage, [PARTNERSHIP_MESSAGES.commission])
    }
    ;(await respond(client, organizer, id, { action: 'approve', commissionPercentage: 0 })).assertStatus(200)
  })

  test('reject, change terms, terminate: each writes its notification type; forbidden moves are 409', async ({ client, assert }) => {
    const first = await pending(client)
    ;(await respond(client, first.organizer, first.id, { action: 'reject' })).assertStatus(200)
    for (const action of ['approve', 'reject', 'terminate', 'update']) {
      const response = await respond(client, first.organizer, first.id, { action, commissionPercentage: 5 })
      response.assertStatus(409)
      assert.equal(response.body().message, DOMAIN_ERRORS.PARTNERSHIP_TRANSITION.message)
    }
    const second = await pending(client)
    ;(await respond(client, second.organizer, second.id, { action: 'terminate' })).assertStatus(409)
    ;(await respond(client, second.organizer, second.id, { action: 'update', commissionPercentage: 5 })).assertStatus(409)
    ;(await respond(client, second.organizer, second.id, { action: 'approve' })).assertStatus(200)
    const nothing = await respond(client, second.organizer, second.id, { action: 'update' })
    nothing.assertStatus(422)
    assert.deepEqual(nothing.body().errors.permissions, [PARTNERSHIP_MESSAGES.nothingToUpdate])
    const updated = await respond(client, second.organizer, second.id, { action: 'update', commissionPercentage: 12.25 })
    updated.assertStatus(200)
    assert.equal(updated.body().data.commissionPercentage, '12.25')
    const ended = await respond(client, second.organizer, second.id, { action: 'terminate', message: 'Seizoen voorbij' })
    ended.assertStatus(200)
    assert.equal(ended.body().data.status, 'terminated')
    assert.isNotNull(ended.body().data.terminatedAt)
    ;(await respond(client, second.organizer, second.id, { action: 'approve' })).assertStatus(409)
    const types = (await AgentNotification.query().where('agent_id', second.agent.user.id).orderBy('id')).map((n) => n.type)
    assert.deepEqual(types, ['partnership_approved', 'partnership_permissions_updated', 'partnership_terminated'])
    const rejected = await AgentNotification.query().where('agent_id', first.agent.user.id)
    assert.deepEqual(
      rejected.map((n) => n.type),
      ['partnership_rejected']
    )
  })

  test('another organizer, their manager, the agent and a manager of the organizer cannot answer', async ({ client, assert }) => {
    const { agent, organizer, id } = await pending(client)
    const other = await person(client, { role: 'organizer' })
    const manager = await person(client, {
      role: 'manager',
      managerForOrganizerId: organizer.user.id,
      createdByOrganizerId: organizer.user.id,
    })
    for (const who of [other, manager, agent]) {
      ;(await respond(client, who, id, { action: 'approve' })).assertStatus(403)
    }
    ;(await respond(client, organizer, 2_000_000_000, { action: 'approve' })).assertStatus(404)
    assert.equal((await AgentPartnership.findOrFail(id)).status, 'pending')
  })
})

test.group('Agent partnerships: lists', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the agent and their agent_manager read the agent’s; another agent is refused', async ({ client, assert }) => {
    const { agent, id } = await pending(client)
    const manager = await person(client, { role: 'agent_manager', managerForAgentId: agent.user.id, createdByAgentId: agent.user.id })
    for (const who of [agent, manager]) {
      const response = await client.get(`/api/agent-partnerships/${agent.user.id}`).bearerToken(who.token)
      response.assertStatus(200)
      assert.deepEqual(
        response.body().data.map((row: { id: number }) => row.id),
        [id]
      )
    }
    const otherAgent = await person(client, { role: 'agent' })
    ;(await client.get(`/api/agent-partnerships/${agent.user.id}`).bearerToken(otherAgent.token)).assertStatus(403)
  })

  test('the organizer and their manager read the organizer’s requests (status filter); another organizer is refused', async ({
    client,
    assert,
  }) => {
    const { organizer, id } = await pending(client)
    const manager = await person(client, {
      role: 'manager',
      managerForOrganizerId: organizer.user.id,
      createdByOrganizerId: organizer.user.id,
    })
    for (const who of [organizer, manager]) {
      const response = await client.get(`/api/agent-partnerships/organizer/${organizer.user.id}?status=pending`).bearerToken(who.token)
      response.assertStatus(200)
      assert.deepEqual(
        response.body().data.map((row: { id: number }) => row.id),
        [id]
      )
    }
    const approved = await client.get(`/api/agent-partnerships/organizer/${organizer.user.id}?status=approved`).bearerToken(organizer.token)
    assert.lengthOf(approved.body().data, 0)
    const other = await person(client, { role: 'organizer' })
    ;(await client.get(`/api/agent-partnerships/organizer/${organizer.user.id}`).bearerToken(other.token)).assertStatus(403)
  })
})

test.group('Agent notifications: the bell', (group) => {
  group.each.setup(() => clearRateLimits())

  async function notified(client: ApiClient) {
    const first = await pending(client)
    ;(await respond(client, first.organizer, first.id, { action: 'approve' })).assertStatus(200)
    ;(await respond(client, first.organizer, first.id, { action: 'update', commissionPercentage: 8 })).assertStatus(200)
    return first
  }

  test('list newest first with the unread count; read one; mark all read', async ({ client, assert }) => {
    const { agent } = await notified(client)
    const list = await client.get(`/api/agent-notifications/${agent.user.id}`).bearerToken(agent.token)
    list.assertStatus(200)
    assert.equal(list.body().unreadCount, 2)
    const [newest, oldest] = list.body().data
    assert.equal(newest.type, 'partnership_permissions_updated')
    assert.equal(oldest.type, 'partnership_approved')
    const read = await client.put(`/api/agent-notifications/${oldest.id}/read`).bearerToken(agent.token)
    read.assertStatus(200)
    assert.isTrue(read.body().data.isRead)
    const after = await client.get(`/api/agent-notifications/${agent.user.id}`).bearerToken(agent.token)
    assert.equal(after.body().unreadCount, 1)
    const all = await client.post('/api/agent-notifications/mark-all-read').bearerToken(agent.token).json({ agentId: agent.user.id })
    all.assertStatus(200)
    assert.equal(all.body().updated, 1)
    const done = await client.get(`/api/agent-notifications/${agent.user.id}`).bearerToken(agent.token)
    assert.equal(done.body().unreadCount, 0)
  })

  test('the agent’s staff read and mark them too; another agent gets 403 on list, read and mark-all', async ({ client, assert }) => {
    const { agent } = await notified(client)
    const loket = await person(client, { role: 'agent_loket_medewerker', createdByAgentId: agent.user.id })
    const staffList = await client.get(`/api/agent-notifications/${agent.user.id}`).bearerToken(loket.token)
    staffList.assertStatus(200)
    const id = staffList.body().data[0].id as number
    const other = await person(client, { role: 'agent' })
    ;(await client.get(`/api/agent-notifications/${agent.user.id}`).bearerToken(other.token)).assertStatus(403)
    ;(await client.put(`/api/agent-notifications/${id}/read`).bearerToken(other.token)).assertStatus(403)
    ;(await client.post('/api/agent-notifications/mark-all-read').bearerToken(other.token).json({ agentId: agent.user.id })).assertStatus(
      403
    )
    assert.equal((await AgentNotification.query().where('agent_id', agent.user.id).where('is_read', false)).length, 2)
    ;(await client.put(`/api/agent-notifications/${id}/read`).bearerToken(loket.token)).assertStatus(200)
    ;(await client.put('/api/agent-notifications/2000000000/read').bearerToken(loket.token)).assertStatus(404)
  })

  test('organizers never read an agent’s notifications', async ({ client }) => {
    const { agent, organizer } = await notified(client)
    ;(await client.get(`/api/agent-notifications/${agent.user.id}`).bearerToken(organizer.token)).assertStatus(403)
  })
})

test.group('Agent partnerships: the organizers an agent may ask', (group) => {
  group.each.setup(() => clearRateLimits())

  test('each organizer with upcoming public events comes with their count, next events, town and agent work; drafts and past events do not count', async ({
    client,
    assert,
  }) => {
    const agent = await person(client, { role: 'agent', organizationName: 'Ticketpunt Keuze' })
    const otherAgent = await person(client, { role: 'agent', organizationName: 'Ticketpunt Ander' })
    const organizer = await person(client, { role: 'organizer', organizationName: 'Stichting Keuze', cityTown: 'Lelydorp' })
    const quiet = await person(client, { role: 'organizer', organizationName: 'Stichting Stil' })
    const { DateTime } = await import('luxon')
    const soon = await makeEvent({
      organizerId: organizer.user.id,
      title: 'Eerst',
      startDate: DateTime.now().plus({ days: 2 }),
      endDate: DateTime.now().plus({ days: 2, hours: 4 }),
    })
    await makeEvent({
      organizerId: organizer.user.id,
      title: 'Later',
      startDate: DateTime.now().plus({ days: 20 }),
      endDate: DateTime.now().plus({ days: 20, hours: 4 }),
    })
    await makeEvent({ organizerId: organizer.user.id, title: 'Concept', isPublished: false })
    await makeEvent({
      organizerId: organizer.user.id,
      title: 'Voorbij',
      startDate: DateTime.now().minus({ days: 5 }),
      endDate: DateTime.now().minus({ days: 5 }).plus({ hours: 3 }),
    })
    await makeEvent({ organizerId: quiet.user.id, title: 'Alleen concept', isPublished: false })
    await AgentPartnership.create({ agentId: otherAgent.user.id, organizerId: organizer.user.id, status: 'approved' })
    await request(client, agent, organizer.user.id).then((response) => response.assertStatus(201))

    const response = await client.get(`/api/agent/${agent.user.id}/organizers`).bearerToken(agent.token)
    response.assertStatus(200)
    const rows = response.body().data as { id: number; [key: string]: unknown }[]
    assert.isUndefined(rows.find((row) => row.id === quiet.user.id))
    const row = rows.find((entry) => entry.id === organizer.user.id)!
    assert.deepInclude(row, {
      name: 'Stichting Keuze',
      city: 'Lelydorp',
      upcomingEventCount: 2,
      partnerAgentCount: 1,
      ownStatus: 'pending',
    })
    assert.deepEqual(
      (row.nextEvents as { id: number; title: string }[]).map((event) => event.title),
      ['Eerst', 'Later']
    )
    assert.equal((row.nextEvents as { id: number }[])[0].id, soon.id)
    // Whether they work with agents, never with whom.
    assert.notInclude(response.text(), 'Ticketpunt Ander')
  })

  test('another agent’s list is 403; an agent manager, an organizer and a visitor cannot ask either', async ({ client }) => {
    const agent = await person(client, { role: 'agent' })
    const other = await person(client, { role: 'agent' })
    const manager = await person(client, { role: 'agent_manager', managerForAgentId: agent.user.id })
    const organizer = await person(client, { role: 'organizer' })
    ;(await client.get(`/api/agent/${agent.user.id}/organizers`).bearerToken(other.token)).assertStatus(403)
    ;(await client.get(`/api/agent/${agent.user.id}/organizers`).bearerToken(manager.token)).assertStatus(403)
    ;(await client.get(`/api/agent/${agent.user.id}/organizers`).bearerToken(organizer.token)).assertStatus(403)
    ;(await client.get(`/api/agent/${agent.user.id}/organizers`)).assertStatus(401)
  })
})
