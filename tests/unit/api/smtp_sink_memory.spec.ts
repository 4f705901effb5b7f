import { test } from '@japa/runner'
import { connect } from 'node:net'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSmtpSink } from '#services/messaging/smtp_sink'

/** Sends `count` plain mails over one SMTP conversation, waiting for each reply as a client does. */
async function sendMails(port: number, count: number) {
  const socket = connect(port, '127.0.0.1')
  let buffered = ''
  const waiters: ((line: string) => void)[] = []
  socket.on('data', (chunk) => {
    buffered += chunk.toString()
    let end: number
    // A reply is complete at a line whose code is followed by a space ("250 OK"), not a dash ("250-...").
    while ((end = buffered.search(/^\d{3} .*\r\n/m)) !== -1) {
      const lineEnd = buffered.indexOf('\r\n', end) + 2
      const reply = buffered.slice(0, lineEnd)
      buffered = buffered.slice(lineEnd)
      waiters.shift()?.(reply)
    }
  })
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve))
  const say = async (line: string) => {
    socket.write(`${line}\r\n`)
    return reply()
  }
  await reply()
  await say('EHLO test')
  for (let n = 1; n <= count; n++) {
    await say('MAIL FROM:<shop@example.sr>')
    await say('RCPT TO:<koper@example.sr>')
    await say('DATA')
    await say(`Subject: mail ${n}\r\nFrom: shop@example.sr\r\nTo: koper@example.sr\r\n\r\nTicket ${n}\r\n.`)
  }
  await say('QUIT')
  socket.end()
}

test.group('development SMTP sink', () => {
  test('with a folder it keeps only the last 100 mails in memory, and every mail in the folder', async ({ assert }) => {
    const dir = mkdtempSync(join(tmpdir(), 'sink-'))
    const sink = await startSmtpSink({ dir })
    try {
      await sendMails(sink.port, 105)
      assert.lengthOf(sink.mails, 100)
      assert.equal(sink.mails[0].subject, 'mail 6')
      assert.equal(sink.mails.at(-1)!.subject, 'mail 105')
      assert.lengthOf(
        readdirSync(dir).filter((file) => file.endsWith('.eml')),
        105
      )
    } finally {
      await sink.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
