/*
 * An agent's team through the API (the organizer team's service, TeamKind AGENT_TEAM). Assigned events
 * come only from approved partnerships within their permissions; the invitation goes through the outbox; a
 * deactivated member's sessions end at once; another agent's people never reach the team.
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import AgentPartnership from '#models/agent_partnership'
import { loginRedirectPath } from '#domain/access'
import { AGENT_TEAM_MESSAGES } from '#exceptions/domain_texts'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { clearRateLimits, createAccount, tokenFor, uniqueEmail } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { approvedAgent, organizerWithEvent } from '#tests/functional/counter_sales/counter_fixtures'
import { NEW_PASSWORD, acceptInvitation, withMailSink } from '#tests/functional/team/team_fixtures'

interface AgentTeam {
  agent: User
  token: string
}

async function agentWithPartnership(client: ApiClient, permissions: Partial<AgentPartnership['permissions']> = {}) {
  const sale = await organizerWithEvent()
  const { agent, partnership } = await approvedAgent(sale.organizer.id, permissions)
  return { ...sale, partnership, team: { agent, token: await tokenFor(client, agent) } as AgentTeam }
}

function addMember(client: ApiClient, team: AgentTeam, body: Record<string, unknown>) {
  return client
    .post(`/api/agent-team-members/${team.agent.id}`)
    .bearerToken(team.token)
    .json({ firstName: 'Ravi', lastName: 'Jadnanansing', email: uniqueEmail('agentteam'), role: 'agent_loket_medewerker', ...body })
}

/**
 * The member an invitation made, as the back office reads it: the POST answers the same for every address (the
 * address and role), so the member is found by the address.
 */
async function invited(client: ApiClient, team: AgentTeam, response: Awaited<ReturnType<typeof addMember>>) {
  response.assertStatus(201)
  const user = await User.findByOrFail('email', response.body().data.email)
  const member = await client.get(`/api/agent-team-members/member/${user.id}`).bearerToken(team.token)
  member.assertStatus(200)
  return member.body().data
}

test.group('Agent team: invitation, assigned events, selling', (group) => {
  const mail = withMailSink(group)
  group.each.setup(() => clearRateLimits())

  test('a new agent_loket_medewerker is invited, sets a password, lands on /agent-dashboard and sells only the assigned event', async ({
    client,
    assert,
  }) => {
    const { organizer, event, staanplaats, team } = await agentWithPartnership(client)
    const other = await makeEvent({ organizerId: organizer.id })
    const otherType = await makeTicketType(other.id, { price: '10.00', maxQuantity: 10 })
    const email = uniqueEmail('verkoper')
    const created = await addMember(client, team, { email, agentAssignedEvents: [event.id, event.id] })
    assert.containsSubset(created.body(), {
      data: { id: email, email, role: 'agent_loket_medewerker' },
      message: `Er is een e-mail verstuurd naar ${email}.`,
    })
    const member = await invited(client, team, created)
    assert.include(member, { email, role: 'agent_loket_medewerker', isActive: true, status: 'invited', agentId: team.agent.id })
    assert.deepEqual(member.agentAssignedEvents, [event.id])
    const stored = await User.findOrFail(member.id)
    assert.equal(stored.createdByAgentId, team.agent.id)
    assert.isNull(stored.managerForAgentId)
    const [queued] = await outboxMessagesTo(email)
    assert.equal(queued.kind, 'team_invitation')

    const sessionToken = await acceptInvitation(client, mail.sink, email)
    const status = await client.get('/api/auth/validate-status').bearerToken(sessionToken)
    assert.equal(status.body().user.agentId, team.agent.id)
    assert.equal(loginRedirectPath(status.body().user.role), '/agent-dashboard')

    // Counter sales read what was stored: the assigned event sells, the other event of the partnership does not.
    const sellable = await client.get('/api/agent/sales-events').bearerToken(sessionToken)
    sellable.assertStatus(200)
    assert.deepEqual(
      sellable.body().data.map((e: { id: number }) => e.id),
      [event.id]
    )
    const sale = (eventId: number, ticketTypeId: number) => ({
      eventId,
      tickets: [{ ticketTypeId, quantity: 1 }],
      paymentMethod: 'cash',
      amountTendered: 100,
    })
    ;(await client.post('/api/agent/sales').bearerToken(sessionToken).json(sale(event.id, staanplaats.id))).assertStatus(201)
    ;(await client.post('/api/agent/sales').bearerToken(sessionToken).json(sale(other.id, otherType.id))).assertStatus(403)
  })

  test('an agent_manager is invited in Dutch naming the agent and works for the agent as manager', async ({ client, assert }) => {
    const { team } = await agentWithPartnership(client)
    const email = uniqueEmail('agentmanager')
    ;(await addMember(client, team, { email, role: 'agent_manager' })).assertStatus(201)
    const received = await mail.sink.waitForMail({ to: email, subject: 'nodigt je uit' })
    assert.include(received.text, 'agent manager')
    assert.include(received.text, team.agent.displayName)
    const stored = await User.findByOrFail('email', email)
    assert.equal(stored.managerForAgentId, team.agent.id)
    const token = await acceptInvitation(client, mail.sink, email)
    const status = await client.get('/api/auth/validate-status').bearerToken(token)
    assert.equal(loginRedirectPath(status.body().user.role), '/agent-dashboard')
  })

  test('deactivating ends the member’s sessions at once; reactivating lets them sign in again', async ({ client, assert }) => {
    const { team } = await agentWithPartnership(client)
    const email = uniqueEmail('agentweg')
    const id = (await invited(client, team, await addMember(client, team, { email }))).id
    const memberToken = await acceptInvitation(client, mail.sink, email)
    ;(await client.get('/api/auth/validate-status').bearerToken(memberToken)).assertStatus(200)

    const removed = await client.delete(`/api/agent-team-members/${id}`).bearerToken(team.token)
    removed.assertStatus(200)
    assert.include(removed.body().data, { isActive: false, status: 'deactivated', deactivatedBy: team.agent.id })
    assert.include([401, 403], (await client.get('/api/auth/validate-status').bearerToken(memberToken)).status())
    ;(await client.post('/api/auth/login').json({ email, password: NEW_PASSWORD })).assertStatus(403)

    const back = await client.put(`/api/agent-team-members/${id}`).bearerToken(team.token).json({ isActive: true })
    back.assertStatus(200)
    assert.include(back.body().data, { isActive: true, deactivatedAt: null })
    ;(await client.post('/api/auth/login').json({ email, password: NEW_PASSWORD })).assertStatus(200)
  })
})

test.group('Agent team: sending the invitation again', (group) => {
  const mail = withMailSink(group)
  group.each.setup(() => clearRateLimits())

  test('the mail links to /agent-login in full; resent by the agent, 404 for another agent', async ({ client, assert }) => {
    const a = await agentWithPartnership(client)
    const b = await agentWithPartnership(client)
    const email = uniqueEmail('agentinvite')
    const member = await invited(client, a.team, await addMember(client, a.team, { email }))
    const first = await mail.sink.waitForMail({ to: email, subject: 'nodigt je uit' })
    assert.isTrue(first.links.some((link) => /^https?:\/\/[^/]+\/agent-login$/.test(link)))

    const foreign = await client.post(`/api/agent-team-members/${member.id}/resend-invitation`).bearerToken(b.team.token)
    foreign.assertStatus(404)
    mail.sink.clear()
    ;(await client.post(`/api/agent-team-members/${member.id}/resend-invitation`).bearerToken(a.team.token)).assertStatus(200)
    const second = await mail.sink.waitForMail({ to: email, subject: 'nodigt je uit' })
    assert.isTrue(second.links.some((link) => link.endsWith('/agent-login')))
    const token = new URL(second.links.find((link) => link.includes('/reset-password?token='))!).searchParams.get('token')!
    const accepted = await client.post('/api/auth/reset-password').json({ token, password: NEW_PASSWORD })
    assert.equal(accepted.body().signInPath, '/agent-login')
  })
})

test.group('Agent team: the rules of assigned events and roles', (group) => {
  group.each.setup(() => clearRateLimits())

  test('an event of an organizer without an approved partnership is a Dutch 422 on agentAssignedEvents; nothing is created', async ({
    client,
    assert,
  }) => {
    const { team } = await agentWithPartnership(client)
    const stranger = await createAccount({ role: 'organizer' })
    const foreign = await makeEvent({ organizerId: stranger.id })
    const email = uniqueEmail('geweigerd')
    const refused = await addMember(client, team, { email, agentAssignedEvents: [foreign.id] })
    refused.assertStatus(422)
    assert.equal(refused.body().errors.agentAssignedEvents[0], AGENT_TEAM_MESSAGES.foreignEvents)
    assert.isNull(await User.findBy('email', email))
  })

  test('a pending or terminated partnership gives no events; an approved one only within its permissions', async ({ client, assert }) => {
    const { organizer, event, partnership, team } = await agentWithPartnership(client, {
      canSellAllEvents: false,
      allowedEventIds: [],
      allowedTicketTypeIds: [],
    })
    const named = await makeEvent({ organizerId: organizer.id })
    const typed = await makeEvent({ organizerId: organizer.id })
    const typedType = await makeTicketType(typed.id, { price: '5.00', maxQuantity: 5 })
    partnership.permissions = { canSellAllEvents: false, allowedEventIds: [named.id], allowedTicketTypeIds: [typedType.id] }
    await partnership.save()

    // Outside the permissions: the partnership names other events.
    ;(await addMember(client, team, { agentAssignedEvents: [event.id] })).assertStatus(422)
    const ok = await addMember(client, team, { agentAssignedEvents: [typed.id, named.id] })
    const okMember = await invited(client, team, ok)
    assert.deepEqual(
      okMember.agentAssignedEvents,
      [named.id, typed.id].sort((a, b) => a - b)
    )

    for (const status of ['pending', 'terminated'] as const) {
      partnership.status = status
      await partnership.save()
      const refused = await addMember(client, team, { agentAssignedEvents: [named.id] })
      refused.assertStatus(422)
      assert.equal(refused.body().errors.agentAssignedEvents[0], AGENT_TEAM_MESSAGES.foreignEvents)
    }
  })

  test('editing keeps the rules: a foreign event is refused, the stored events stay; role change makes a manager', async ({
    client,
    assert,
  }) => {
    const { event, team } = await agentWithPartnership(client)
    const id = (await invited(client, team, await addMember(client, team, { agentAssignedEvents: [event.id] }))).id
    const foreign = await makeEvent({ organizerId: (await createAccount({ role: 'organizer' })).id })
    const refused = await client
      .put(`/api/agent-team-members/${id}`)
      .bearerToken(team.token)
      .json({ agentAssignedEvents: [foreign.id] })
    refused.assertStatus(422)
    assert.deepEqual((await User.findOrFail(id)).agentAssignedEvents, [event.id])

    const edited = await client
      .put(`/api/agent-team-members/${id}`)
      .bearerToken(team.token)
      .json({ firstName: 'Anjali', role: 'agent_manager', agentAssignedEvents: [] })
    edited.assertStatus(200)
    assert.include(edited.body().data, { firstName: 'Anjali', role: 'agent_manager' })
    const stored = await User.findOrFail(id)
    assert.equal(stored.managerForAgentId, team.agent.id)
    assert.deepEqual(stored.agentAssignedEvents, [])
  })

  test('a role outside the agent team (organizer staff, agent, admin) is a Dutch 422', async ({ client, assert }) => {
    const { team } = await agentWithPartnership(client)
    for (const role of ['loket_medewerker', 'manager', 'agent', 'admin']) {
      const refused = await addMember(client, team, { role })
      refused.assertStatus(422)
      assert.equal(refused.body().errors.role[0], AGENT_TEAM_MESSAGES.role)
    }
  })
})

test.group('Agent team: who may see and change whose team', (group) => {
  group.each.setup(() => clearRateLimits())

  test('another agent and their staff get 403 on A’s team and never see A’s members; B’s list holds only B’s', async ({
    client,
    assert,
  }) => {
    const a = await agentWithPartnership(client)
    const b = await agentWithPartnership(client)
    const bManager = await createAccount({ role: 'agent_manager', managerForAgentId: b.team.agent.id, createdByAgentId: b.team.agent.id })
    const bSeller = await createAccount({ role: 'agent_loket_medewerker', createdByAgentId: b.team.agent.id })
    const aMember = await invited(client, a.team, await addMember(client, a.team, {}))
    for (const token of [b.team.token, await tokenFor(client, bManager), await tokenFor(client, bSeller)]) {
      ;(await client.get(`/api/agent-team-members/${a.team.agent.id}`).bearerToken(token)).assertStatus(403)
      ;(await client.get(`/api/agent-team-members/member/${aMember.id}`).bearerToken(token)).assertStatus(403)
      ;(await client.put(`/api/agent-team-members/${aMember.id}`).bearerToken(token).json({ firstName: 'X' })).assertStatus(403)
      ;(await client.delete(`/api/agent-team-members/${aMember.id}`).bearerToken(token)).assertStatus(403)
      ;(await client.post(`/api/agent-team-members/${a.team.agent.id}`).bearerToken(token).json({})).assertStatus(403)
    }
    const bList = await client.get(`/api/agent-team-members/${b.team.agent.id}`).bearerToken(b.team.token)
    bList.assertStatus(200)
    assert.sameMembers(
      bList.body().data.map((m: { id: number }) => m.id),
      [bManager.id, bSeller.id]
    )
    const untouched = await User.findOrFail(aMember.id)
    assert.isNull(untouched.deactivatedAt)
    assert.equal(untouched.firstName, 'Ravi')
  })

  test('the agent_manager reads the team but does not change it; an agent_loket_medewerker does not read it', async ({ client }) => {
    const { team } = await agentWithPartnership(client)
    const manager = await createAccount({ role: 'agent_manager', managerForAgentId: team.agent.id, createdByAgentId: team.agent.id })
    const seller = await createAccount({ role: 'agent_loket_medewerker', createdByAgentId: team.agent.id })
    const managerToken = await tokenFor(client, manager)
    ;(await client.get(`/api/agent-team-members/${team.agent.id}`).bearerToken(managerToken)).assertStatus(200)
    ;(await client.get(`/api/agent-team-members/member/${seller.id}`).bearerToken(managerToken)).assertStatus(200)
    ;(await addMember(client, { agent: team.agent, token: managerToken }, {})).assertStatus(403)
    ;(await client.put(`/api/agent-team-members/${seller.id}`).bearerToken(managerToken).json({ firstName: 'X' })).assertStatus(403)
    ;(await client.delete(`/api/agent-team-members/${seller.id}`).bearerToken(managerToken)).assertStatus(403)
    const sellerToken = await tokenFor(client, seller)
    ;(await client.get(`/api/agent-team-members/${team.agent.id}`).bearerToken(sellerToken)).assertStatus(403)
  })

  test('an organizer’s team member is no agent team member (404), and the reverse', async ({ client }) => {
    const { organizer, team } = await agentWithPartnership(client)
    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: organizer.id })
    ;(await client.get(`/api/agent-team-members/member/${scanner.id}`).bearerToken(team.token)).assertStatus(404)
    const seller = await createAccount({ role: 'agent_loket_medewerker', createdByAgentId: team.agent.id })
    const organizerToken = await tokenFor(client, organizer)
    ;(await client.get(`/api/team-members/member/${seller.id}`).bearerToken(organizerToken)).assertStatus(404)
  })
})
