/*
 * A node:http fake of the WhatsApp Cloud API for japa tests: startFakeWhatsApp() listens on a
 * free port, points the app's WhatsApp settings at it (URL, phone number id, token) until
 * close(), records every request and answers like the Cloud API (messages[0].id = wamid...).
 * failWith(500) or failWith(401) makes the next requests fail until failWith(null).
 *
 *   const whatsapp = await startFakeWhatsApp()
 *   ... trigger a message, then await flushOutbox() ...
 *   const [text] = whatsapp.textsTo('+5978123456')
 *   await whatsapp.close()
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import env from '#start/env'

export interface WhatsAppCloudRequest {
  method: string
  /** e.g. /v21.0/1234567890/messages */
  path: string
  headers: IncomingHttpHeaders
  /** Parsed JSON body (null when it was not JSON). */
  body: any
  /** The status the fake answered with. */
  status: number
}

export interface FakeWhatsApp {
  /** What WHATSAPP_API_URL is set to, e.g. http://127.0.0.1:41234/v21.0 */
  apiUrl: string
  phoneNumberId: string
  accessToken: string
  requests: WhatsAppCloudRequest[]
  /** Texts of the successfully accepted messages to this number (E.164 or digits). */
  textsTo(to: string): string[]
  /** Answer every request with this HTTP status (500, 401, ...) until failWith(null). */
  failWith(status: number | null): void
  clear(): void
  close(): Promise<void>
}

const SETTINGS = ['WHATSAPP_API_URL', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'] as const

function cloudError(status: number) {
  if (status === 401)
    return {
      error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, fbtrace_id: 'fake' },
    }
  if (status === 400) return { error: { message: '(#100) Invalid parameter', type: 'OAuthException', code: 100, fbtrace_id: 'fake' } }
  return { error: { message: 'An unknown error has occurred.', type: 'OAuthException', code: 1, fbtrace_id: 'fake' } }
}

export async function startFakeWhatsApp(options: { phoneNumberId?: string; accessToken?: string } = {}): Promise<FakeWhatsApp> {
  const phoneNumberId = options.phoneNumberId ?? '109876543210'
  const accessToken = options.accessToken ?? `test-token-${randomUUID()}`
  const requests: WhatsAppCloudRequest[] = []
  let failStatus: number | null = null

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let body: any
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        body = null
      }
      let status = 200
      let answer: unknown
      if (failStatus) status = failStatus
      else if (request.headers.authorization !== `Bearer ${accessToken}`) status = 401
      else if (request.method !== 'POST' || request.url !== `/v21.0/${phoneNumberId}/messages` || body?.messaging_product !== 'whatsapp')
        status = 400
      if (status === 200) {
        answer = {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.${randomUUID()}` }],
        }
      } else {
        answer = cloudError(status)
      }
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body, status })
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer))
    })
  })
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

  const previous = SETTINGS.map((key) => [key, env.get(key)] as const)
  const apiUrl = `http://127.0.0.1:${port}/v21.0`
  env.set('WHATSAPP_API_URL', apiUrl)
  env.set('WHATSAPP_PHONE_NUMBER_ID', phoneNumberId)
  env.set('WHATSAPP_ACCESS_TOKEN', accessToken)

  return {
    apiUrl,
    phoneNumberId,
    accessToken,
    requests,
    textsTo: (to) => {
      const digits = to.replace(/\D/g, '')
      return requests.filter((entry) => entry.status === 200 && entry.body?.to === digits).map((entry) => entry.body.text?.body as string)
    },
    failWith: (status) => {
      failStatus = status
    },
    clear: () => {
      requests.length = 0
    },
    close: async () => {
      for (const [key, value] of previous) env.set(key, value ?? '')
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
