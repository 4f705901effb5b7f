/*
 * Checkout questions (docs/questions.md): the organizer's questions (POST|GET /api/events/{id}/questions, PUT|DELETE
 * /api/questions/{id}), the answers a free purchase, a paid checkout and a counter sale carry (checked, refused with a
 * 422 naming the question, stored with the order and its tickets), and where they show: the order page, the attendees
 * CSV (a column per question), the scan answer and the ticket PDF (questions marked 'print on ticket').
 */
import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import Order from '#models/order'
import Ticket from '#models/ticket'
import TicketType from '#models/ticket_type'
import type User from '#models/user'
import { createAccount, clearRateLimits } from '#tests/helpers/accounts'
import { baseUrl, freshToken } from '#tests/helpers/routes'
import { pdfText } from '#tests/helpers/pdf_text'
import { makeEvent, makeTicketType } from '#tests/functional/catalogue/catalogue_fixtures'
import { organizerWithEvent, type Organizer } from '#tests/functional/orders/order_fixtures'
import { guest, newSession } from '#tests/functional/tickets/ticket_fixtures'
import { loketStaff, openShift } from '#tests/functional/counter_sales/counter_fixtures'
import { TEST_RATES, useConverter, useRates } from '#tests/functional/payments/payment_fixtures'
import { startFakeMollie, type FakeMollie } from '#tests/helpers/fake_mollie'
import { answersOfOrder } from '#services/questions/answer_service'
import { ticketDetailsOfOrder } from '#services/tickets/ticket_details'
import { ticketsPdf } from '#services/tickets/ticket_pdf'

async function as(user: User) {
  return freshToken(user)
}

async function addQuestion(client: ApiClient, org: Organizer, body: Record<string, unknown>) {
  const response = await client
    .post(`/api/events/${org.event.id}/questions`)
    .bearerToken(org.token)
    .json(body as never)
  response.assertStatus(201)
  return response.body().data as { id: number; label: string }
}

/** The usual three: the attendee's name per ticket (required, printed), a T-shirt size per order, a diet per VIP ticket. */
async function usualQuestions(client: ApiClient, org: Organizer) {
  const name = await addQuestion(client, org, {
    label: 'Naam deelnemer',
    type: 'short_text',
    required: true,
    scope: 'ticket',
    printOnTicket: true,
    translations: { en: { label: 'Attendee name' } },
  })
  const size = await addQuestion(client, org, {
    label: 'T-shirtmaat',
    type: 'choice',
    options: ['S', 'M', 'L'],
    required: true,
    scope: 'order',
  })
  const diet = await addQuestion(client, org, {
    label: 'Dieet',
    type: 'multiple_choice',
    options: ['Vegetarisch', 'Halal', 'Glutenvrij'],
    required: false,
    scope: 'ticket',
    ticketTypeIds: [org.paid.id],
  })
  return { name, size, diet }
}

function purchase(client: ApiClient, org: Organizer, quantity: number, answers: unknown[], extra: Record<string, unknown> = {}) {
  return client.post('/api/tickets/purchase').json({
    eventId: org.event.id,
    tickets: [{ ticketTypeId: org.free.id, quantity }],
    buyerInfo: guest(),
    reservationId: newSession(),
    answers,
    ...extra,
  } as never)
}

async function download(org: Organizer): Promise<string[][]> {
  const response = await fetch(`${baseUrl()}/api/events/${org.event.id}/attendees.csv?lang=nl`, {
    headers: { authorization: `Bearer ${org.token}` },
  })
  const text = (await response.text()).replace(/^\uFEFF/, '')
  // The Dutch format (';'); no cell of these specs holds a ';' or a quote.
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'))
}

test.group('Questions: POST|GET /api/events/{id}/questions, PUT|DELETE /api/questions/{id}', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the organizer adds, reads, changes and deletes; the public reads a published event’s for its checkout', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const created = await addQuestion(client, org, {
      label: '  Naam deelnemer ',
      type: 'short_text',
      required: true,
      scope: 'ticket',
      printOnTicket: true,
      translations: { en: { label: 'Attendee name' } },
    })
    assert.equal(created.label, 'Naam deelnemer')

    const managed = await client.get(`/api/events/${org.event.id}/questions/manage`).bearerToken(org.token)
    managed.assertStatus(200)
    assert.equal(managed.body().total, 1)
    assert.include(managed.body().data[0], { id: created.id, type: 'short_text', scope: 'ticket', required: true, printOnTicket: true })

    const shown = await client.get(`/api/events/${org.event.id}/questions`)
    shown.assertStatus(200)
    assert.deepEqual(shown.body().data, [
      {
        id: created.id,
        label: 'Naam deelnemer',
        type: 'short_text',
        options: [],
        required: true,
        scope: 'ticket',
        ticketTypeIds: null,
        translations: { en: { label: 'Attendee name' } },
      },
    ])

    const changed = await client
      .put(`/api/questions/${created.id}`)
      .bearerToken(org.token)
      .json({ label: 'Maat', type: 'choice', options: ['S', 'M'], required: false, scope: 'order', ticketTypeIds: [org.paid.id] })
    changed.assertStatus(200)
    assert.include(changed.body().data, { label: 'Maat', type: 'choice', scope: 'order', required: false, printOnTicket: false })
    assert.deepEqual(changed.body().data.ticketTypeIds, [org.paid.id])

    const deleted = await client.delete(`/api/questions/${created.id}`).bearerToken(org.token)
    deleted.assertStatus(200)
    assert.equal(deleted.body().result, 'deleted')
    assert.lengthOf((await client.get(`/api/events/${org.event.id}/questions`)).body().data, 0)
    ;(
      await client.put(`/api/questions/${created.id}`).bearerToken(org.token).json({ label: 'X', type: 'number', scope: 'order' })
    ).assertStatus(404)
  })

  test('a draft’s questions are not public (404); its organizer still manages them', async ({ client }) => {
    const org = await organizerWithEvent()
    await org.event.merge({ isPublished: false }).save()
    await addQuestion(client, org, { label: 'Naam', type: 'short_text', scope: 'order' })
    ;(await client.get(`/api/events/${org.event.id}/questions`)).assertStatus(404)
    ;(await client.get(`/api/events/${org.event.id}/questions/manage`).bearerToken(org.token)).assertStatus(200)
  })

  test('401 without a session; 403 for another organizer and a buyer; the organizer’s manager and an admin may', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const question = await addQuestion(client, org, { label: 'Naam', type: 'short_text', scope: 'order' })
    const body = { label: 'Leeftijd', type: 'number', scope: 'order' }
    ;(await client.post(`/api/events/${org.event.id}/questions`).json(body)).assertStatus(401)
    ;(await client.delete(`/api/questions/${question.id}`)).assertStatus(401)

    const stranger = await createAccount({ role: 'organizer' })
    const refused = await client
      .post(`/api/events/${org.event.id}/questions`)
      .bearerToken(await as(stranger))
      .json(body)
    refused.assertStatus(403)
    ;(
      await client
        .put(`/api/questions/${question.id}`)
        .bearerToken(await as(stranger))
        .json(body)
    ).assertStatus(403)
    ;(await client.delete(`/api/questions/${question.id}`).bearerToken(await as(stranger))).assertStatus(403)
    ;(await client.get(`/api/events/${org.event.id}/questions/manage`).bearerToken(await as(stranger))).assertStatus(403)
    const buyer = await createAccount({ role: 'user' })
    ;(
      await client
        .post(`/api/events/${org.event.id}/questions`)
        .bearerToken(await as(buyer))
        .json(body)
    ).assertStatus(403)

    const manager = await createAccount({ role: 'manager', managerForOrganizerId: org.user.id })
    ;(
      await client
        .post(`/api/events/${org.event.id}/questions`)
        .bearerToken(await as(manager))
        .json(body)
    ).assertStatus(201)
    const admin = await createAccount({ role: 'admin' })
    ;(
      await client
        .put(`/api/questions/${question.id}`)
        .bearerToken(await as(admin))
        .json(body)
    ).assertStatus(200)
    assert.lengthOf((await client.get(`/api/events/${org.event.id}/questions/manage`).bearerToken(org.token)).body().data, 2)
  })

  test('422 with a Dutch message: an unknown type, a choice without options, options on a text, another event’s ticket type', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const other = await makeTicketType((await makeEvent()).id)
    const post = (body: Record<string, unknown>) =>
      client
        .post(`/api/events/${org.event.id}/questions`)
        .bearerToken(org.token)
        .json(body as never)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ label: 'X', type: 'colour', scope: 'order' }, 'type', 'Kies een soort vraag'],
      [{ label: '', type: 'short_text', scope: 'order' }, 'label', 'Vul de vraag in'],
      [{ label: 'X', type: 'short_text', scope: 'seat' }, 'scope', 'Kies per bestelling of per ticket'],
      [{ label: 'Maat', type: 'choice', options: ['S'], scope: 'order' }, 'options', 'Geef minstens twee opties, geen lege'],
      [{ label: 'Maat', type: 'choice', options: ['S', 'S'], scope: 'order' }, 'options', 'Elke optie mag maar één keer voorkomen'],
      [{ label: 'Naam', type: 'short_text', options: ['a'], scope: 'order' }, 'options', 'Alleen een keuzevraag heeft opties'],
      [
        { label: 'Naam', type: 'short_text', scope: 'order', ticketTypeIds: [other.id] },
        'ticketTypeIds',
        'Kies tickettypes van dit evenement',
      ],
    ]
    for (const [body, field, message] of cases) {
      const response = await post(body)
      response.assertStatus(422)
      const errors = response.body().errors
      const texts = Array.isArray(errors) ? errors.filter((e: any) => e.field === field).map((e: any) => e.message) : errors[field]
      assert.include(texts, message, JSON.stringify(body))
    }
    assert.lengthOf((await client.get(`/api/events/${org.event.id}/questions`)).body().data, 0)
  })
})

test.group('Questions: answers of a free purchase', (group) => {
  group.each.setup(() => clearRateLimits())

  test('stored with the order and its tickets; shown on the order page, in the CSV, at the door and on the ticket', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { name, size } = await usualQuestions(client, org)
    const response = await purchase(client, org, 2, [
      { questionId: size.id, value: 'M' },
      { questionId: name.id, ticketIndex: 0, value: 'Anjali Sewdien' },
      { questionId: name.id, ticketIndex: 1, value: ' Ravi Ramdin ' },
    ])
    response.assertStatus(201)
    const order = await Order.findByOrFail('order_number', response.body().orderNumber)
    const tickets = await Ticket.query().where('order_id', order.id).orderBy('id')
    const answers = await answersOfOrder(order.id)
    assert.deepEqual(
      answers.map((a) => [a.questionId, a.ticketIndex, a.ticketId, a.value]),
      [
        [size.id, null, null, 'M'],
        [name.id, 0, tickets[0].id, 'Anjali Sewdien'],
        [name.id, 1, tickets[1].id, 'Ravi Ramdin'],
      ]
    )

    const page = await client.get(`/api/orders/${order.id}`).bearerToken(org.token)
    page.assertStatus(200)
    assert.deepEqual(
      page.body().data.answers.map((a: any) => [a.label, a.ticketId, a.value]),
      [
        ['T-shirtmaat', null, 'M'],
        ['Naam deelnemer', tickets[0].id, 'Anjali Sewdien'],
        ['Naam deelnemer', tickets[1].id, 'Ravi Ramdin'],
      ]
    )
    assert.isNull(page.body().data.questionsSkipReason)

    const rows = await download(org)
    assert.deepEqual(rows[0].slice(-3), ['Naam deelnemer', 'T-shirtmaat', 'Dieet'])
    assert.deepEqual(
      rows.slice(1).map((row) => row.slice(-3)),
      [
        ['Anjali Sewdien', 'M', ''],
        ['Ravi Ramdin', 'M', ''],
      ]
    )

    const scanner = await createAccount({ role: 'scanner', createdByOrganizerId: org.user.id })
    const scan = await client
      .post('/api/tickets/validate')
      .bearerToken(await as(scanner))
      .json({ eventId: org.event.id, qrCode: tickets[1].qrCode, nonce: `nonce-${Date.now()}` })
    scan.assertStatus(200)
    assert.equal(scan.body().status, 'valid')
    assert.deepEqual(
      scan.body().ticket.answers.map((a: any) => [a.label, a.value]),
      [['Naam deelnemer', 'Ravi Ramdin']],
      'only the question printed on the ticket'
    )

    const pdf = pdfText(await ticketsPdf(await ticketDetailsOfOrder(order.id), { siteName: 'Ticketplatform', lang: 'en' }))
    assert.include(pdf, 'Attendee name: Anjali Sewdien')
    assert.include(pdf, 'Attendee name: Ravi Ramdin')
    assert.notInclude(pdf, 'T-shirt')
  })

  test('a missing required answer is a 422 naming the question; nothing is bought', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { name, size } = await usualQuestions(client, org)
    const noSize = await purchase(client, org, 1, [{ questionId: name.id, ticketIndex: 0, value: 'Anjali' }])
    noSize.assertStatus(422)
    assert.equal(noSize.body().code, 'QUESTION_ANSWER_REQUIRED')
    assert.equal(noSize.body().message, 'Beantwoord de vraag ‘T-shirtmaat’')
    assert.deepEqual(noSize.body().errors[`answers.${size.id}`], ['Beantwoord de vraag ‘T-shirtmaat’'])

    const secondName = await purchase(client, org, 2, [
      { questionId: size.id, value: 'S' },
      { questionId: name.id, ticketIndex: 0, value: 'Anjali' },
      { questionId: name.id, ticketIndex: 1, value: '   ' },
    ])
    secondName.assertStatus(422)
    assert.equal(secondName.body().message, 'Beantwoord de vraag ‘Naam deelnemer’ voor ticket 2')

    // A reason to skip is for the counter only: the web's body drops it.
    const skipped = await purchase(client, org, 1, [], { skipQuestionsReason: 'Haast' })
    skipped.assertStatus(422)
    assert.equal(skipped.body().code, 'QUESTION_ANSWER_REQUIRED')

    const free = await TicketType.findOrFail(org.free.id)
    assert.equal(free.quantitySold, 0)
    assert.lengthOf(await Order.query().where('event_id', org.event.id), 0)
  })

  test('each type: a good answer is stored as its value, a bad one is a 422 naming the question', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const kinds: [string, Record<string, unknown>, unknown, unknown, unknown][] = [
      // type, extra fields, good answer, stored as, bad answer
      ['short_text', {}, ' Hallo ', 'Hallo', 'x'.repeat(201)],
      ['long_text', {}, 'Een\nlang verhaal', 'Een\nlang verhaal', 42],
      ['choice', { options: ['Ja graag', 'Nee dank je'] }, 'Nee dank je', 'Nee dank je', 'Misschien'],
      ['multiple_choice', { options: ['A', 'B', 'C'] }, ['C', 'A'], ['A', 'C'], ['A', 'D']],
      ['yes_no', {}, false, false, 'ja'],
      ['number', {}, '12,5', 12.5, 'twaalf'],
      ['date', {}, '2026-12-24', '2026-12-24', '2026-02-30'],
      ['phone', {}, '812 3456', '+5978123456', '12'],
      ['email', {}, 'anjali@example.sr', 'anjali@example.sr', 'anjali@'],
    ]
    const questions: { id: number; label: string }[] = []
    for (const [type, extra] of kinds) {
      questions.push(await addQuestion(client, org, { label: `Vraag ${type}`, type, scope: 'order', required: true, ...extra }))
    }
    const good = kinds.map(([, , answer], index) => ({ questionId: questions[index].id, value: answer }))
    for (const [index, [type, , , , bad]] of kinds.entries()) {
      const answers = good.map((answer, i) => (i === index ? { ...answer, value: bad } : answer))
      const refused = await purchase(client, org, 1, answers)
      refused.assertStatus(422)
      assert.include(refused.body().errors[`answers.${questions[index].id}`][0], `‘Vraag ${type}’`, type)
    }
    const bought = await purchase(client, org, 1, good)
    bought.assertStatus(201)
    const order = await Order.findByOrFail('order_number', bought.body().orderNumber)
    const stored = new Map((await answersOfOrder(order.id)).map((a) => [a.questionId, a.value]))
    for (const [index, [type, , , value]] of kinds.entries()) assert.deepEqual(stored.get(questions[index].id), value, type)
  })

  test('an answer to a question this cart is not asked is refused; a question of another ticket type is not asked', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { name, size, diet } = await usualQuestions(client, org)
    const base = [
      { questionId: size.id, value: 'L' },
      { questionId: name.id, ticketIndex: 0, value: 'Anjali' },
    ]
    const vipOnly = await purchase(client, org, 1, [...base, { questionId: diet.id, ticketIndex: 0, value: ['Halal'] }])
    vipOnly.assertStatus(422)
    assert.deepEqual(vipOnly.body().errors[`answers.${diet.id}.0`], ['Deze vraag hoort niet bij je bestelling'])
    const noSeat = await purchase(client, org, 1, [...base, { questionId: name.id, ticketIndex: 1, value: 'Ravi' }])
    noSeat.assertStatus(422)
    ;(await purchase(client, org, 1, base)).assertStatus(201)
  })

  test('a question with answers is archived when deleted: no longer asked, its answers kept in the CSV', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const age = await addQuestion(client, org, { label: 'Leeftijd', type: 'number', scope: 'order', required: true })
    ;(await purchase(client, org, 1, [{ questionId: age.id, value: 33 }])).assertStatus(201)
    const deleted = await client.delete(`/api/questions/${age.id}`).bearerToken(org.token)
    deleted.assertStatus(200)
    assert.equal(deleted.body().result, 'archived')
    assert.lengthOf((await client.get(`/api/events/${org.event.id}/questions`)).body().data, 0)
    ;(await purchase(client, org, 1, [])).assertStatus(201)
    const rows = await download(org)
    assert.equal(rows[0].at(-1), 'Leeftijd')
    assert.deepEqual(
      rows.slice(1).map((row) => row.at(-1)),
      ['33', '']
    )
  })
})

test.group('Questions: answers of a paid checkout', (group) => {
  let mollie: FakeMollie
  group.setup(async () => {
    await useRates(TEST_RATES)
    await useConverter({ enabled: true, markupPercentage: 0 })
    mollie = await startFakeMollie()
    return () => mollie.close()
  })
  group.each.setup(() => clearRateLimits())

  test('stored with the pending order; the tickets issued on payment carry them; a missing one takes no seat', async ({
    client,
    assert,
  }) => {
    const org = await organizerWithEvent()
    const { name, size, diet } = await usualQuestions(client, org)
    const body = (answers: unknown[]) => ({
      eventId: org.event.id,
      tickets: [{ ticketTypeId: org.paid.id, quantity: 2 }],
      buyerInfo: guest(),
      reservationId: newSession(),
      paymentProvider: 'mollie',
      paymentMethod: 'ideal',
      answers,
    })
    const refused = await client.post('/api/payments/create').json(body([{ questionId: size.id, value: 'S' }]) as never)
    refused.assertStatus(422)
    assert.equal(refused.body().message, 'Beantwoord de vraag ‘Naam deelnemer’ voor ticket 1')
    assert.equal((await TicketType.findOrFail(org.paid.id)).quantitySold, 0)

    const created = await client.post('/api/payments/create').json(
      body([
        { questionId: size.id, value: 'L' },
        { questionId: name.id, ticketIndex: 0, value: 'Anjali' },
        { questionId: name.id, ticketIndex: 1, value: 'Ravi' },
        { questionId: diet.id, ticketIndex: 1, value: ['Halal', 'Vegetarisch'] },
      ]) as never
    )
    created.assertStatus(201)
    const order = await Order.findByOrFail('order_number', created.body().orderNumber)
    assert.deepEqual(
      (await answersOfOrder(order.id)).map((a) => [a.questionId, a.ticketIndex, a.ticketId, a.value]),
      [
        [size.id, null, null, 'L'],
        [name.id, 0, null, 'Anjali'],
        [name.id, 1, null, 'Ravi'],
        [diet.id, 1, null, ['Vegetarisch', 'Halal']],
      ],
      'no tickets before payment'
    )
    mollie.setStatus(order.providerPaymentId!, 'paid')
    assert.equal(await mollie.callWebhook(order.providerPaymentId!), 200)
    const tickets = await Ticket.query().where('order_id', order.id).orderBy('id')
    assert.lengthOf(tickets, 2)
    assert.deepEqual(
      (await answersOfOrder(order.id)).filter((a) => a.ticketIndex !== null).map((a) => [a.questionId, a.ticketId]),
      [
        [name.id, tickets[0].id],
        [name.id, tickets[1].id],
        [diet.id, tickets[1].id],
      ]
    )
    const rows = await download(org)
    assert.deepEqual(
      rows.slice(1).map((row) => row.slice(-3)),
      [
        ['Anjali', 'L', ''],
        ['Ravi', 'L', 'Vegetarisch, Halal'],
      ]
    )
  })
})

test.group('Questions: answers of a counter sale', (group) => {
  group.each.setup(() => clearRateLimits())

  test('the seller gives the answers, or skips the required ones with a reason the order page shows', async ({ client, assert }) => {
    const org = await organizerWithEvent()
    const { name, size } = await usualQuestions(client, org)
    const seller = await loketStaff(org.user.id, { canAccessAllEvents: true, allowedEventIds: [], allowedTicketTypeIds: [] })
    await openShift(seller, org.user.id)
    const token = await as(seller)
    const sell = (extra: Record<string, unknown>) =>
      client
        .post('/api/loket/sales')
        .bearerToken(token)
        .json({ eventId: org.event.id, tickets: [{ ticketTypeId: org.paid.id, quantity: 1 }], paymentMethod: 'pin', ...extra } as never)

    const missing = await sell({})
    missing.assertStatus(422)
    assert.equal(missing.body().message, 'Beantwoord de vraag ‘T-shirtmaat’')
    assert.equal((await TicketType.findOrFail(org.paid.id)).quantitySold, 0)

    const answered = await sell({
      answers: [
        { questionId: size.id, value: 'S' },
        { questionId: name.id, ticketIndex: 0, value: 'Deur Koper' },
      ],
    })
    answered.assertStatus(201)
    const order = await Order.findByOrFail('order_number', answered.body().orderNumber)
    const [ticket] = await Ticket.query().where('order_id', order.id)
    assert.deepEqual(
      (await answersOfOrder(order.id)).map((a) => [a.questionId, a.ticketId, a.value]),
      [
        [size.id, null, 'S'],
        [name.id, ticket.id, 'Deur Koper'],
      ]
    )

    // A bad answer is refused even with a reason: only missing required answers may be skipped.
    const bad = await sell({ answers: [{ questionId: size.id, value: 'XXL' }], skipQuestionsReason: 'Lange rij' })
    bad.assertStatus(422)

    const skipped = await sell({ answers: [{ questionId: size.id, value: 'M' }], skipQuestionsReason: ' Lange rij bij de deur ' })
    skipped.assertStatus(201)
    const skippedOrder = await Order.findByOrFail('order_number', skipped.body().orderNumber)
    const page = await client.get(`/api/orders/${skippedOrder.id}`).bearerToken(org.token)
    page.assertStatus(200)
    assert.equal(page.body().data.questionsSkipReason, 'Lange rij bij de deur')
    assert.deepEqual(
      page.body().data.answers.map((a: any) => [a.label, a.value]),
      [['T-shirtmaat', 'M']]
    )
    const stored = await db.from('orders').where('id', order.id).select('questions_skip_reason').first()
    assert.isNull(stored.questions_skip_reason, 'no reason where nothing was skipped')
  })
})
