import type { OutboxAttachment } from '#models/outbox_message'
import type { SendResult } from '#services/messaging/send_result'

export interface OutgoingEmail {
  to: string
  subject: string
  text: string
  html?: string | null
  attachments?: OutboxAttachment[] | null
  replyTo?: string | null
}

/** Adapter seam for e-mail: SMTP through @adonisjs/mail (a real local SMTP server in development and tests). */
export interface EmailProvider {
  send(email: OutgoingEmail): Promise<SendResult>
}
