import type { SendResult } from '#services/messaging/send_result'
import type { OutgoingWhatsApp, WhatsAppProvider } from '#services/messaging/whatsapp_provider'

export interface WhatsAppCloudOptions {
  /** e.g. https://graph.facebook.com/v21.0 (no trailing slash). */
  apiUrl: string
  phoneNumberId: string
  accessToken: string
  timeoutMs?: number
}

interface CloudApiResponse {
  messages?: { id?: string }[]
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; error_data?: { details?: string } }
}

/** Retrying helps for these statuses (token renewed, rate limit passed, server back); other 4xx are final. */
const RETRYABLE_CLIENT_STATUSES = new Set([401, 403, 408, 409, 425, 429])

/** WhatsApp Cloud API text message: POST {apiUrl}/{phoneNumberId}/messages with a bearer token. */
export class WhatsAppCloudProvider implements WhatsAppProvider {
  constructor(private options: WhatsAppCloudOptions) {}

  async send(message: OutgoingWhatsApp): Promise<SendResult> {
    const timeoutMs = this.options.timeoutMs ?? 15_000
    let response: Response
    try {
      response = await fetch(`${this.options.apiUrl}/${encodeURIComponent(this.options.phoneNumberId)}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: message.to.replace(/\D/g, ''),
          ...(message.template
            ? {
                type: 'template',
                template: {
                  name: message.template.name,
                  language: { code: message.template.language },
                  components: [{ type: 'body', parameters: message.template.parameters.map((text) => ({ type: 'text', text })) }],
                },
              }
            : { type: 'text', text: { preview_url: true, body: message.text } }),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const reason = (error as Error).name === 'TimeoutError' ? `geen antwoord binnen ${timeoutMs / 1000} s` : describeNetworkError(error)
      return { ok: false, error: `WhatsApp Cloud API onbereikbaar: ${reason}` }
    }

    const body = (await response.json().catch(() => null)) as CloudApiResponse | null
    if (!response.ok) {
      const detail = body?.error
        ? ` ${body.error.message ?? ''}${body.error.code !== undefined ? ` (code ${body.error.code}${body.error.error_subcode ? `/${body.error.error_subcode}` : ''})` : ''}${body.error.error_data?.details ? `: ${body.error.error_data.details}` : ''}`
        : ''
      const permanent = response.status >= 400 && response.status < 500 && !RETRYABLE_CLIENT_STATUSES.has(response.status)
      return {
        ok: false,
        error: `WhatsApp Cloud API antwoordde met HTTP ${response.status}:${detail || ' geen foutmelding'}`.trim(),
        permanent,
      }
    }
    const id = body?.messages?.[0]?.id
    if (!id) return { ok: false, error: 'Ongeldig antwoord van de WhatsApp Cloud API (geen messages[0].id)' }
    return { ok: true, providerMessageId: id }
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ? `${cause.code}${cause.message ? ` (${cause.message})` : ''}` : (error as Error).message
}
