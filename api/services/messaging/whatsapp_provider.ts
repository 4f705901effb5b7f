import type { SendResult } from '#services/messaging/send_result'
import type { WhatsAppTemplateMessage } from '#models/outbox_message'

export interface OutgoingWhatsApp {
  /** E.164, e.g. +5978123456. */
  to: string
  text: string
  /** Send as this approved template instead of a free text (which WhatsApp only delivers inside a 24-hour conversation). */
  template?: WhatsAppTemplateMessage | null
}

/** Adapter seam: the WhatsApp Cloud API in production, a folder sink in development, a local fake server in tests. */
export interface WhatsAppProvider {
  send(message: OutgoingWhatsApp): Promise<SendResult>
}
