import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ReviewInviteToken from '#models/review_invite_token'
import OutboxMessage from '#models/outbox_message'
import outbox from '#services/messaging/outbox_service'
import { sendDueInvitations, syncInvitationDelivery } from '#services/reviews/review_invitation_service'
import { rollbackEachTest } from '#tests/functional/catalogue/catalogue_fixtures'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { uniquePhone } from '#tests/helpers/accounts'
import { buyTickets, eventStarted, useReviewSettings, visitor } from '#tests/functional/reviews/review_fixtures'

/*
 * The invitation job invites each buyer once, reviewInvitationDelay hours after the event ended, by the
 * order's contact method through the outbox, and records the delivery attempts and errors on the invitation.
 */
test.group('Reviews: invitations', (group) => {
  rollbackEachTest(group)
  let mail: TestMailSink
  let whatsapp: FakeWhatsApp
  group.setup(async () => {
    mail = await startTestMailSink()
    whatsapp = await startFakeWhatsApp()
    return async () => {
      await whatsapp.close()
      await mail.close()
    }
  })
  group.each.setup(() => {
    whatsapp.clear()
    whatsapp.failWith(null)
  })

  test('each buyer once, after the delay: a second run (or a buyer with two orders) sends nothing more', async ({ assert }) => {
    await useReviewSettings({ reviewInvitationDelay: 24 })
    // Ended 26 hours ago (started 30): due. Another ended 20 hours ago: not yet.
    const due = await eventStarted(30)
    const notYet = await eventStarted(24)
    const buyer = await visitor({ email: `koper-${Date.now()}@example.sr` })
    await buyTickets(buyer, due)
    await buyTickets(buyer, due)
    await buyTickets(null, due, { email: 'gast-koper@example.sr' })
    await buyTickets(null, due, { email: 'terug@example.sr', refundRequired: true })
    await buyTickets(buyer, notYet)

    const first = await sendDueInvitations()
    assert.equal(first, 2)
    const invites = await ReviewInviteToken.query().where('event_id', due.id).orderBy('id')
    assert.sameMembers(
      invites.map((invite) => invite.inviteeEmail),
      [buyer.email, 'gast-koper@example.sr']
    )
    for (const invite of invites) {
      assert.match(invite.token, /^[0-9a-f]{64}$/)
      assert.equal(invite.reviewType, 'event')
      assert.isTrue(invite.expiresAt > DateTime.now().plus({ days: 29 }))
      assert.isNotNull(invite.emailMessageId)
      assert.isNull(invite.whatsappMessageId)
    }
    assert.equal(await sendDueInvitations(), 0)
    assert.lengthOf(await ReviewInviteToken.query().where('event_id', due.id), 2)
    assert.lengthOf(await ReviewInviteToken.query().where('event_id', notYet.id), 0)
    assert.lengthOf(await OutboxMessage.query().where('kind', 'review_invitation').where('recipient', buyer.email), 1)

    // Five hours later (it ended 20 hours ago: due after 24) the other event is due too: only its buyer is invited.
    assert.equal(await sendDueInvitations(DateTime.now().plus({ hours: 3 })), 0)
    assert.equal(await sendDueInvitations(DateTime.now().plus({ hours: 5 })), 1)
  })

  test('by e-mail with the link, in the buyer’s language; the sent state is copied back', async ({ assert }) => {
    const event = await eventStarted(40)
    await buyTickets(null, event, { email: 'engels@example.sr', language: 'en' })
    await sendDueInvitations()
    const invite = await ReviewInviteToken.query().where('event_id', event.id).firstOrFail()
    assert.equal(await outbox.deliver(invite.emailMessageId!), 'sent')
    const received = await mail.waitForMail({ to: 'engels@example.sr', subject: `How was ${event.title}?` })
    assert.include(received.text, `/review?token=${invite.token}`)

    assert.equal(await syncInvitationDelivery(), 1)
    await invite.refresh()
    assert.isTrue(invite.emailSent)
    assert.isNotNull(invite.emailSentAt)
    assert.equal(invite.deliveryAttempts, 1)
    assert.isNull(invite.deliveryError)
    assert.equal(await syncInvitationDelivery(), 0, 'nothing changed since')
  })

  test('by WhatsApp when the order chose it; a failed attempt is recorded, the retry clears it', async ({ assert }) => {
    const event = await eventStarted(40)
    const phone = uniquePhone()
    await buyTickets(null, event, { email: null, phone, contactMethod: 'whatsapp' })
    await sendDueInvitations()
    const invite = await ReviewInviteToken.query().where('event_id', event.id).firstOrFail()
    assert.isNull(invite.emailMessageId)

    whatsapp.failWith(500)
    assert.equal(await outbox.deliver(invite.whatsappMessageId!), 'retry')
    await syncInvitationDelivery()
    await invite.refresh()
    assert.isFalse(invite.whatsappSent)
    assert.equal(invite.deliveryAttempts, 1)
    assert.match(invite.deliveryError ?? '', /^WhatsApp: WhatsApp Cloud API antwoordde met HTTP 500/)

    whatsapp.failWith(null)
    // The retry itself (the sweep's first batch may hold other suites' due messages before this one).
    assert.equal(await outbox.deliver(invite.whatsappMessageId!), 'sent')
    await syncInvitationDelivery()
    await invite.refresh()
    assert.isTrue(invite.whatsappSent)
    assert.equal(invite.deliveryAttempts, 2)
    assert.isNull(invite.deliveryError)
    const [text] = whatsapp.textsTo(phone)
    assert.include(text, `/review?token=${invite.token}`)
  })
})
