import { test } from '@japa/runner'
import { retryDelaySeconds } from '#services/messaging/outbox_service'
import { describeSmtpError } from '#services/messaging/smtp_email_provider'

test.group('outbox retry and error rules', () => {
  test('backoff grows per attempt and stays at 6 hours', ({ assert }) => {
    assert.deepEqual([1, 2, 3, 4, 5, 9].map(retryDelaySeconds), [60, 300, 900, 3600, 21600, 21600])
  })

  test('SMTP errors become one readable line; a rejected recipient is final', ({ assert }) => {
    assert.deepEqual(describeSmtpError({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1' }), {
      ok: false,
      error: 'SMTP-server onbereikbaar (ESOCKET): connect ECONNREFUSED 127.0.0.1:1',
    })
    const rejected = describeSmtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO', response: '550 No such user' })
    assert.isTrue(!rejected.ok && rejected.permanent)
    const busy = describeSmtpError({ code: 'EMESSAGE', responseCode: 451, command: 'DATA', response: '451 Try again later' })
    assert.isTrue(!busy.ok && !busy.permanent)
  })
})
