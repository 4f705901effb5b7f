/*
 * A node:http fake of Google's reCAPTCHA siteverify endpoint for japa tests: startFakeRecaptcha() listens on a
 * free port and points the app's captcha settings at it (verify URL, site key, secret) until close(). It reads
 * the form body as Google does and answers by token:
 *   answerFor(token, { success, score, action, errorCodes }) sets what a token gets; an unknown token is
 *   refused ('invalid-input-response'), a wrong secret is refused ('invalid-input-secret').
 * failWith(500) makes it answer that status until failWith(null).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import env from '#start/env'

export interface SiteverifyRequest {
  secret: string | null
  response: string | null
  remoteip: string | null
}

export interface TokenAnswer {
  success: boolean
  score?: number
  action?: string
  errorCodes?: string[]
}

export interface FakeRecaptcha {
  verifyUrl: string
  siteKey: string
  secretKey: string
  requests: SiteverifyRequest[]
  answerFor(token: string, answer: TokenAnswer): void
  failWith(status: number | null): void
  close(): Promise<void>
}

const SETTINGS = ['RECAPTCHA_VERIFY_URL', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'] as const

export async function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const siteKey = 'fake-site-key'
  const secretKey = 'fake-secret-key'
  const answers = new Map<string, TokenAnswer>()
  const requests: SiteverifyRequest[] = []
  let failStatus: number | null = null

  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
      const entry = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') }
      requests.push(entry)
      if (failStatus) {
        response.writeHead(failStatus, { 'content-type': 'text/plain' })
        return response.end('upstream error')
      }
      let body: Record<string, unknown>
      const known = entry.response ? answers.get(entry.response) : undefined
      if (request.method !== 'POST' || request.url !== '/recaptcha/api/siteverify')
        body = { success: false, 'error-codes': ['bad-request'] }
      else if (entry.secret !== secretKey) body = { success: false, 'error-codes': ['invalid-input-secret'] }
      else if (!known) body = { success: false, 'error-codes': [entry.response ? 'invalid-input-response' : 'missing-input-response'] }
      else if (!known.success) body = { success: false, 'error-codes': known.errorCodes ?? [] }
      else {
        body = {
          success: true,
          score: known.score,
          action: known.action ?? 'contact',
          challenge_ts: new Date().toISOString(),
          hostname: 'localhost',
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    })
  })
  const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

  const previous = SETTINGS.map((key) => [key, env.get(key)] as const)
  const verifyUrl = `http://127.0.0.1:${port}/recaptcha/api/siteverify`
  env.set('RECAPTCHA_VERIFY_URL', verifyUrl)
  env.set('RECAPTCHA_SITE_KEY', siteKey)
  env.set('RECAPTCHA_SECRET_KEY', secretKey)

  return {
    verifyUrl,
    siteKey,
    secretKey,
    requests,
    answerFor: (token, answer) => answers.set(token, answer),
    failWith: (status) => {
      failStatus = status
    },
    close: async () => {
      for (const [key, value] of previous) env.set(key, value ?? '')
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
