/*
 * For auth specs that read what was sent: a real SMTP sink and the fake WhatsApp Cloud API for the
 * group, every queued message delivered as soon as its transaction commits, rate limits cleared per test.
 */
import type { Group } from '@japa/runner/core'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { startFakeWhatsApp, type FakeWhatsApp } from '#tests/helpers/fake_whatsapp'
import { deliverOutboxInline } from '#tests/helpers/outbox'
import { clearRateLimits } from '#tests/helpers/accounts'

export interface MessageSinks {
  mail: TestMailSink
  whatsapp: FakeWhatsApp
}

export function withMessageSinks(group: Group): MessageSinks {
  const sinks = {} as MessageSinks
  group.setup(async () => {
    sinks.mail = await startTestMailSink()
    sinks.whatsapp = await startFakeWhatsApp()
    const stopInline = deliverOutboxInline()
    return async () => {
      stopInline()
      await sinks.whatsapp.close()
      await sinks.mail.close()
    }
  })
  group.each.setup(() => clearRateLimits())
  return sinks
}
