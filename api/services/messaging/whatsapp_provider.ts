import type { SendResult } from '#services/messaging/send_result'

export interface OutgoingWhatsApp {
  /** E.164, e.g. +5978123456. */
  to: string
  text: string
}

/** Adapter seam: the WhatsApp Cloud API in production, a folder sink in development, a local fake server in tests. */
export interface WhatsAppProvider {
  send(message: OutgoingWhatsApp): Promise<SendResult>
}
