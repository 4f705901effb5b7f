/* The invitation path of a team: a real SMTP sink, the mail's link, the first password. */
import type { ApiClient } from '@japa/api-client'
import type { Group } from '@japa/runner/core'
import { startTestMailSink, type TestMailSink } from '#tests/helpers/smtp_sink'
import { deliverOutboxInline } from '#tests/helpers/outbox'

export const NEW_PASSWORD = 'Team-wachtwoord-1'

/** The invitation's link token, as the member's mail shows it. */
export async function invitationToken(sink: TestMailSink, email: string, subject: string): Promise<string> {
  const received = await sink.waitForMail({ to: email, subject })
  const link = received.links.find((l) => l.includes('/reset-password?token='))
  if (!link) throw new Error(`no /reset-password link in the invitation: ${received.links.join(', ')}`)
  return new URL(link).searchParams.get('token')!
}

/** A member who followed the invitation and chose a password: their session token. */
export async function acceptInvitation(client: ApiClient, sink: TestMailSink, email: string): Promise<string> {
  const token = await invitationToken(sink, email, 'nodigt je uit')
  ;(await client.post('/api/auth/reset-password').json({ token, password: NEW_PASSWORD })).assertStatus(200)
  const login = await client.post('/api/auth/login').json({ email, password: NEW_PASSWORD })
  login.assertStatus(200)
  return login.body().token as string
}

/** A real SMTP sink for the group, with each queued message delivered as soon as it is committed. */
export function withMailSink(group: Group): { sink: TestMailSink } {
  const holder = {} as { sink: TestMailSink }
  group.setup(async () => {
    holder.sink = await startTestMailSink()
    const stopInline = deliverOutboxInline()
    return async () => {
      stopInline()
      await holder.sink.close()
    }
  })
  return holder
}
