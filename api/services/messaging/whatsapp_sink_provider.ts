import { randomUUID } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { writeSinkFile } from '#services/messaging/sink_files'
import { join } from 'node:path'
import logger from '@adonisjs/core/services/logger'
import type { SendResult } from '#services/messaging/send_result'
import type { OutgoingWhatsApp, WhatsAppProvider } from '#services/messaging/whatsapp_provider'

/** What the sink writes per message: `<timestamp>-<digits>.json` in the sink folder. */
export interface WhatsAppSinkRecord {
  id: string
  to: string
  text: string
  /** The approved template it would be sent as, when it has one. */
  template?: OutgoingWhatsApp['template']
  sentAt: string
}

/**
 * Development and e2e stand-in for WhatsApp (no access token): each message becomes a JSON
 * file and a log line, so a developer or a browser test can read a verification code.
 */
export class WhatsAppSinkProvider implements WhatsAppProvider {
  constructor(private dir: string) {}

  async send(message: OutgoingWhatsApp): Promise<SendResult> {
    const record: WhatsAppSinkRecord = {
      id: `sink-${randomUUID()}`,
      to: message.to,
      text: message.text,
      ...(message.template ? { template: message.template } : {}),
      sentAt: new Date().toISOString(),
    }
    const file = join(this.dir, `${record.sentAt.replace(/[:.]/g, '-')}-${message.to.replace(/\D/g, '')}-${record.id.slice(5, 13)}.json`)
    try {
      await mkdir(this.dir, { recursive: true })
      await writeSinkFile(file, JSON.stringify(record, null, 2))
    } catch (error) {
      return { ok: false, error: `WhatsApp-sink kon niet schrijven: ${(error as Error).message}` }
    }
    logger.info({ to: message.to, file }, `WhatsApp (sink) aan ${message.to}: ${message.text}`)
    return { ok: true, providerMessageId: record.id }
  }
}
