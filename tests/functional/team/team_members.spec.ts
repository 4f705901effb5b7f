/*
 * An organizer's team through the API. The invitation goes through the outbox to a real SMTP
 * sink, its link is the password-reset link, and the member signs in and lands on their page (SPEC §4).
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import User from '#models/user'
import { loginRedirectPath } from '#domain/access'
import { TEAM_MESSAGES } from '#exceptions/domain_texts'
import { outboxMessagesTo } from '#tests/helpers/outbox'
import { NEW_PASSWORD, acceptInvitation, withMailSink } from '#tests/functional/team/team_fixtures'
import { clearRateLimits, createAccount, tokenFor, uniqueEmail } from '#tests/helpers/accounts'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'

interface Team {
  organizer: User
  token: string
}

async function newOrganizer(client: ApiClient): Promise<Team> {
  const organizer = await createAccount({ role: 'organizer', organizationName: `Stichting ${uniqueEmail('x').slice(2, 10)}` })
  return { organizer, token: await tokenFor(client, organizer) }
}

function addMember(client: ApiClient, team: Team, body: Record<string, unknown>, language = 'nl') {
  return client
    .post(`/api/team-members/${team.organizer.id}`)
    .bearerToken(team.token)
    .header('accept-language', language)
    .json({ firstName: 'Sita', lastName: 'Ramdin', email: uniqueEmail('team'), role: 'scanner', ...body })
}

/**
 * The member an invitation made, as the back office reads it: the POST answers the same for every address (the
 * address and role), so the member is found by the address.
 */
async function invited(client: ApiClient, team: Team, response: Awaited<ReturnType<typeof addMember>>) {
  response.assertStatus(201)
  const user = await User.findByOrFail('email', response.body().data.email)
  const member = await client.get(`/api/team-members/member/${user.id}`).bearerToken(team.token)
  member.assertStatus(200)
  return member.body().data
}

test.group('Team: invitation, first password, sign-in and landing page', (group) => {
  const mail = withMailSink(group)
  group.each.setup(() => clearRateLimits())

  for (const [role, landing] of [
    ['manager', '/organizer-dashboard'],
    ['loket_medewerker', '/loket-dashboard'],
    ['scanner', '/ticket-validation'],
  ] as const) {
    test(`a new ${role} is invited through the outbox, sets a password via the link and lands on ${landing}`, async ({
      client,
      assert,
    }) => {
      const team = await newOrganizer(client)
      const email = uniqueEmail(role)
      const created = await addMember(client, team, { email, role, phone: '+597 812 3456'.replace('3456', String(Date.now()).slice(-4)) })
      const member = await invited(client, team, created)
      assert.include(member, { email, role, isActive: true, status: 'invited', organizerId: team.organizer.id })

      const stored = await User.findOrFail(member.id)
      assert.equal(stored.createdByOrganizerId, team.organizer.id)
      assert.equal(stored.managerForOrganizerId, role === 'manager' ? team.organizer.id : null)
      const [queued] = await outboxMessagesTo(email)
      assert.equal(queued.kind, 'team_invitation')

      const sessionToken = await acceptInvitation(client, mail.sink, email)
      const status = await client.get('/api/auth/validate-status').bearerToken(sessionToken)
      status.assertStatus(200)
      assert.equal(status.body().user.role, role)
      assert.equal(status.body().user.organizerId, team.organizer.id)
      assert.equal(loginRedirectPath(status.body().user.role), landing)

      const listed = await client.get(`/api/team-members/${team.organizer.id}`).bearerToken(team.token)
      assert.include(listed.body().data[0], { id: member.id, status: 'active' })
      assert.isNotNull(listed.body().data[0].lastSignInAt)
    })
  }

  test('the invitation is in the organizer’s language and names the organizer; its link lives days, not an hour', async ({
    client,
    assert,
  }) => {
    const team = await newOrganizer(client)
    const email = uniqueEmail('en')
    ;(await addMember(client, team, { email }, 'en')).assertStatus(201)
    const received = await mail.sink.waitForMail({ to: email, subject: 'invites you' })
    assert.include(received.subject, team.organizer.organizationName!)
    const stored = await User.findByOrFail('email', email)
    const hours = stored.passwordResetExpiresAt!.diffNow('hours').hours
    assert.isAbove(hours, 24 * 6)
  })
})

test.group('Team: the invitation’s sign-in link, and sending it again', (group) => {
  const mail = withMailSink(group)
  group.each.setup(() => clearRateLimits())

  const resend = (client: ApiClient, token: string, id: number) =>
    client.post(`/api/team-members/${id}/resend-invitation`).bearerToken(token)

  test('the mail links to the organizer sign-in in full; sent again: a fresh link, the old one dead; after accepting: 409', async ({
    client,
    assert,
  }) => {
    const team = await newOrganizer(client)
    const email = uniqueEmail('loket')
    const member = await invited(client, team, await addMember(client, team, { email, role: 'loket_medewerker' }))
    const first = await mail.sink.waitForMail({ to: email, subject: 'nodigt je uit' })
    const signIn = first.links.find((link) => link.endsWith('/organizer-auth'))
    assert.match(signIn ?? '', /^https?:\/\/[^/]+\/organizer-auth$/)
    assert.include(first.text, `Daarna log je hier in: ${signIn}`)
    assert.notInclude(first.text, '/login')
    const oldToken = new URL(first.links.find((link) => link.includes('/reset-password?token='))!).searchParams.get('token')!

    const listed = await client.get(`/api/team-members/${team.organizer.id}`).bearerToken(team.token)
    assert.include(listed.body().data[0], { id: member.id, status: 'invited', invitationPending: true })

    mail.sink.clear()
    const again = await resend(client, team.token, member.id)
    again.assertStatus(200)
    assert.equal(again.body().message, 'De uitnodiging is opnieuw verstuurd; de vorige link werkt niet meer.')
    const second = await mail.sink.waitForMail({ to: email, subject: 'nodigt je uit' })
    const newToken = new URL(second.links.find((link) => link.includes('/reset-password?token='))!).searchParams.get('token')!
    assert.notEqual(newToken, oldToken)
    assert.isTrue(second.links.some((link) => link.endsWith('/organizer-auth')))

    const stale = await client.post('/api/auth/reset-password').json({ token: oldToken, password: NEW_PASSWORD })
    assert.notEqual(stale.status(), 200)
    const accepted = await client.post('/api/auth/reset-password').json({ token: newToken, password: NEW_PASSWORD })
    accepted.assertStatus(200)
    // 'Naar inloggen' after the new password: the role's own sign-in page, not the buyers'.
    assert.equal(accepted.body().signInPath, '/organizer-auth')

    const refused = await resend(client, team.token, member.id)
    refused.assertStatus(409)
    assert.include(refused.body(), {
      code: 'TEAM_INVITATION_ACCEPTED',
      message:
        'Dit teamlid heeft de uitnodiging al aangenomen en een wachtwoord gekozen. Een nieuw wachtwoord vraagt het teamlid zelf aan via ‘Wachtwoord vergeten’.',
    })
    const after = await client.get(`/api/team-members/member/${member.id}`).bearerToken(team.token)
    assert.isFalse(after.body().data.invitationPending)
  })

  test('owner only: another organizer gets 404, a manager 403, an unknown id 404; a few resends an hour, then 429', async ({
    client,
    assert,
  }) => {
    const a = await newOrganizer(client)
    const b = await newOrganizer(client)
    const member = await invited(client, a, await addMember(client, a, {}))
    const manager = await createAccount({ role: 'manager', managerForOrganizerId: a.organizer.id, createdByOrganizerId: a.organizer.id })

    const foreign = await resend(client, b.token, member.id)
    foreign.assertStatus(404)
    assert.equal(foreign.body().message, 'Teamlid niet gevonden')
    ;(await resend(client, await tokenFor(client, manager), member.id)).assertStatus(403)
    ;(await resend(client, a.token, a.organizer.id)).assertStatus(404)
    ;(await client.post(`/api/team-members/${member.id}/resend-invitation`)).assertStatus(401)

    for (let attempt = 0; attempt < 3; attempt++) (await resend(client, a.token, member.id)).assertStatus(200)
    const limited = await resend(client, a.token, member.id)
    limited.assertStatus(429)
    assert.isAbove(Number(limited.header('retry-after')), 0)
  })

  test('a deactivated member gets no invitation (409)', async ({ client, assert }) => {
    const team = await newOrganizer(client)
    const member = await invited(client, team, await addMember(client, team, {}))
    ;(await client.delete(`/api/team-members/${member.id}`).bearerToken(team.token)).assertStatus(200)
    const refused = await resend(client, team.token, member.id)
    refused.assertStatus(409)
    assert.equal(refused.body().message, 'Dit teamlid is gedeactiveerd. Heractiveer het teamlid eerst.')
  })
})

test.group('Team: rules and refusals', (group) => {
  group.each.setup(() => clearRateLimits())

  test('an address with an account answers exactly as a new one; its owner is told someone tried, nothing else changes', async ({
    client,
    assert,
  }) => {
    const team = await newOrganizer(client)
    const existing = await createAccount({ firstName: 'Roshni' })
    const fresh = uniqueEmail('nieuw')
    const known = await addMember(client, team, { email: existing.email })
    const unknown = await addMember(client, team, { email: fresh })
    const answer = (response: typeof known, email: string) => ({
      status: response.status(),
      body: JSON.stringify(response.body()).replaceAll(email, '<adres>'),
    })
    assert.deepEqual(answer(known, existing.email), answer(unknown, fresh))
    assert.equal(known.status(), 201)
    assert.deepEqual(known.body().data, { id: existing.email, email: existing.email, role: 'scanner' })
    assert.equal(known.body().message, `Er is een e-mail verstuurd naar ${existing.email}.`)

    // The existing account: the same role and employer as before, no member, no link; a mail saying who tried.
    await existing.refresh()
    assert.deepEqual([existing.role, existing.createdByOrganizerId], ['user', null])
    const [told] = await outboxMessagesTo(existing.email)
    assert.equal(told.kind, 'team_invitation_refused')
    assert.include(told.subject, `${team.organizer.organizationName} probeerde je toe te voegen aan hun team`)
    assert.notInclude(told.bodyText, 'reset-password')
    const [invitation] = await outboxMessagesTo(fresh)
    assert.equal(invitation.kind, 'team_invitation')
    const listed = await client.get(`/api/team-members/${team.organizer.id}`).bearerToken(team.token)
    assert.deepEqual(
      listed.body().data.map((member: { email: string }) => member.email),
      [fresh]
    )
  })

  test('only a confirmed organizer invites: an unconfirmed address is a 403 and nothing is sent', async ({ client, assert }) => {
    const organizer = await createAccount({ role: 'organizer', isEmailVerified: false, organizationName: 'Nog niet bevestigd' })
    const email = uniqueEmail('probe')
    const refused = await addMember(client, { organizer, token: await tokenFor(client, organizer) }, { email })
    refused.assertStatus(403)
    assert.equal(refused.body().message, 'Bevestig eerst het e-mailadres van je account; daarna kun je teamleden uitnodigen.')
    assert.lengthOf(await outboxMessagesTo(email), 0)
    assert.isNull(await User.findBy('email', email))
  })

  test('invitations are rationed: 10 an hour per inviting account, 30 a day per organizer (429 with retry-after)', async ({
    client,
    assert,
  }) => {
    const team = await newOrganizer(client)
    for (let i = 0; i < 10; i++) (await addMember(client, team, {})).assertStatus(201)
    const limited = await addMember(client, team, {})
    limited.assertStatus(429)
    assert.isAbove(Number(limited.header('retry-after')), 0)

    // Another account acting for the organizer (an admin) has its own hourly budget, within the organizer's daily one.
    for (const admin of [await createAccount({ role: 'admin' }), await createAccount({ role: 'admin' })]) {
      const viaAdmin = { organizer: team.organizer, token: await tokenFor(client, admin) }
      for (let i = 0; i < 10; i++) (await addMember(client, viaAdmin, {})).assertStatus(201)
    }
    const viaAdmin = { organizer: team.organizer, token: await tokenFor(client, await createAccount({ role: 'admin' })) }
    const daily = await addMember(client, viaAdmin, {})
    daily.assertStatus(429)
    assert.lengthOf(await User.query().where('created_by_organizer_id', team.organizer.id), 30)
  })

  test('a role outside the team (organizer, admin) is refused', async ({ client, assert }) => {
    const team = await newOrganizer(client)
    for (const role of ['organizer', 'admin', 'user']) {
      const response = await addMember(client, team, { role })
      response.assertStatus(422)
      assert.equal(response.body().errors.role[0], TEAM_MESSAGES.role)
    }
  })

  test('loket permissions name only the organizer’s own events and ticket types', async ({ client, assert }) => {
    const team = await newOrganizer(client)
    const other = await createAccount({ role: 'organizer' })
    const own = await makeEvent({ organizerId: team.organizer.id })
    const ownType = await makeTicketType(own.id)
    const foreign = await makeEvent({ organizerId: other.id })
    const foreignType = await makeTicketType(foreign.id)
    const permissions = (eventIds: number[], typeIds: number[]) => ({
      role: 'loket_medewerker',
      loketPermissions: { canAccessAllEvents: false, allowedEventIds: eventIds, allowedTicketTypeIds: typeIds },
    })

    const foreignEvent = await addMember(client, team, permissions([own.id, foreign.id], []))
    foreignEvent.assertStatus(422)
    assert.equal(foreignEvent.body().errors['loketPermissions.allowedEventIds'][0], TEAM_MESSAGES.foreignEvents)
    const foreignTypes = await addMember(client, team, permissions([own.id], [foreignType.id]))
    foreignTypes.assertStatus(422)
    assert.equal(foreignTypes.body().errors['loketPermissions.allowedTicketTypeIds'][0], TEAM_MESSAGES.foreignTicketTypes)

    const created = await addMember(client, team, permissions([own.id, own.id], [ownType.id]))
    const member = await invited(client, team, created)
    assert.deepEqual(member.loketPermissions, {
      canAccessAllEvents: false,
      allowedEventIds: [own.id],
      allowedTicketTypeIds: [ownType.id],
    })
    // Editing may not sneak another organizer's event in either.
    const edit = await client
      .put(`/api/team-members/${member.id}`)
      .bearerToken(team.token)
      .json(permissions([foreign.id], []))
    edit.assertStatus(422)
  })

  test('editing: name, phone and role; a manager works for the organizer, other roles carry no loket permissions', async ({
    client,
    assert,
  }) => {
    const team = await newOrganizer(client)
    const created = await addMember(client, team, { role: 'loket_medewerker', loketPermissions: { canAccessAllEvents: true } })
    const id = (await invited(client, team, created)).id
    const edited = await client.put(`/api/team-members/${id}`).bearerToken(team.token).json({ firstName: 'Anand', role: 'manager' })
    edited.assertStatus(200)
    assert.include(edited.body().data, { firstName: 'Anand', role: 'manager', loketPermissions: null })
    const stored = await User.findOrFail(id)
    assert.equal(stored.managerForOrganizerId, team.organizer.id)
  })
})

test.group('Team: deactivate and reactivate', (group) => {
  const mail = withMailSink(group)
  group.each.setup(() => clearRateLimits())

  test('deactivating ends the member’s sessions at once; reactivating lets them sign in again', async ({ client, assert }) => {
    const team = await newOrganizer(client)
    const email = uniqueEmail('weg')
    const id = (await invited(client, team, await addMember(client, team, { email }))).id
    const memberToken = await acceptInvitation(client, mail.sink, email)
    ;(await client.get('/api/auth/validate-status').bearerToken(memberToken)).assertStatus(200)

    const removed = await client.delete(`/api/team-members/${id}`).bearerToken(team.token)
    removed.assertStatus(200)
    assert.include(removed.body().data, { isActive: false, status: 'deactivated', deactivatedBy: team.organizer.id })
    // The record stays (orders refer to their sellers).
    const stored = await User.findOrFail(id)
    assert.isNotNull(stored.deactivatedAt)

    const next = await client.get('/api/auth/validate-status').bearerToken(memberToken)
    assert.include([401, 403], next.status())
    const again = await client.post('/api/auth/login').json({ email, password: NEW_PASSWORD })
    again.assertStatus(403)

    const back = await client.put(`/api/team-members/${id}`).bearerToken(team.token).json({ isActive: true })
    back.assertStatus(200)
    assert.include(back.body().data, { isActive: true, deactivatedAt: null })
    ;(await client.post('/api/auth/login').json({ email, password: NEW_PASSWORD })).assertStatus(200)
    // The session from before stays ended: reactivating does not bring it back.
    ;(await client.get('/api/auth/validate-status').bearerToken(memberToken)).assertStatus(401)

    const viaPut = await client.put(`/api/team-members/${id}`).bearerToken(team.token).json({ isActive: false })
    assert.include(viaPut.body().data, { isActive: false })
  })
})

test.group('Team: who may see and change whose team', (group) => {
  group.each.setup(() => clearRateLimits())

  test('another organizer and their manager get 403 on A’s team and never see A’s members', async ({ client, assert }) => {
    const a = await newOrganizer(client)
    const b = await newOrganizer(client)
    const bManager = await createAccount({ role: 'manager', managerForOrganizerId: b.organizer.id, createdByOrganizerId: b.organizer.id })
    const bManagerToken = await tokenFor(client, bManager)
    const aMember = await invited(client, a, await addMember(client, a, {}))
    ;(await addMember(client, b, {})).assertStatus(201)

    for (const token of [b.token, bManagerToken]) {
      ;(await client.get(`/api/team-members/${a.organizer.id}`).bearerToken(token)).assertStatus(403)
      ;(await client.get(`/api/team-members/member/${aMember.id}`).bearerToken(token)).assertStatus(403)
      ;(await client.put(`/api/team-members/${aMember.id}`).bearerToken(token).json({ firstName: 'X' })).assertStatus(403)
      ;(await client.delete(`/api/team-members/${aMember.id}`).bearerToken(token)).assertStatus(403)
    }
    ;(await client.post(`/api/team-members/${a.organizer.id}`).bearerToken(b.token).json({})).assertStatus(403)

    const bList = await client.get(`/api/team-members/${b.organizer.id}`).bearerToken(b.token)
    bList.assertStatus(200)
    // B's manager and B's scanner.
    assert.equal(bList.body().total, 2)
    assert.notInclude(
      bList.body().data.map((member: { id: number }) => member.id),
      aMember.id
    )
    const untouched = await User.findOrFail(aMember.id)
    assert.isNull(untouched.deactivatedAt)
    assert.equal(untouched.firstName, 'Sita')
  })

  test('a manager may list and show the team but not add, edit or deactivate', async ({ client, assert }) => {
    const a = await newOrganizer(client)
    const manager = await createAccount({ role: 'Manager', managerForOrganizerId: a.organizer.id })
    const managerToken = await tokenFor(client, manager)
    const member = await invited(client, a, await addMember(client, a, {}))

    const list = await client.get(`/api/team-members/${a.organizer.id}`).bearerToken(managerToken)
    list.assertStatus(200)
    assert.sameMembers(
      list.body().data.map((row: { id: number }) => row.id),
      [manager.id, member.id]
    )
    ;(await client.get(`/api/team-members/member/${member.id}`).bearerToken(managerToken)).assertStatus(200)
    ;(await client.post(`/api/team-members/${a.organizer.id}`).bearerToken(managerToken).json({})).assertStatus(403)
    ;(await client.put(`/api/team-members/${member.id}`).bearerToken(managerToken).json({ firstName: 'X' })).assertStatus(403)
    ;(await client.delete(`/api/team-members/${member.id}`).bearerToken(managerToken)).assertStatus(403)
  })

  test('a loket member or scanner of A may not read A’s team; an admin may', async ({ client }) => {
    const a = await newOrganizer(client)
    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: a.organizer.id })
    const admin = await createAccount({ role: 'admin' })
    ;(await client.get(`/api/team-members/${a.organizer.id}`).bearerToken(await tokenFor(client, scanner))).assertStatus(403)
    ;(await client.get(`/api/team-members/${a.organizer.id}`).bearerToken(await tokenFor(client, admin))).assertStatus(200)
  })

  test('an id that is no team member is a 404, not someone else’s account', async ({ client }) => {
    const a = await newOrganizer(client)
    const buyer = await createAccount()
    ;(await client.get(`/api/team-members/member/${buyer.id}`).bearerToken(a.token)).assertStatus(404)
    ;(await client.put(`/api/team-members/${a.organizer.id}`).bearerToken(a.token).json({ firstName: 'X' })).assertStatus(404)
  })
})
