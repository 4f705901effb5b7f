import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/*
 * WhatsApp Cloud API. Read on every call (like config/maps.ts) so a test can point it at a
 * fake server. Without WHATSAPP_ACCESS_TOKEN, outside production, messages go to the sink
 * folder instead (one JSON file per message); in production the outbox records
 * 'Geen WhatsApp-provider geconfigureerd' and keeps the message for a retry.
 */
export const WHATSAPP_CLOUD_API_URL = 'https://graph.facebook.com/v21.0'

export interface WhatsAppSettings {
  apiUrl: string
  phoneNumberId: string | null
  accessToken: string | null
  timeoutMs: number
  /** Absolute folder of the development sink. */
  sinkDir: string
}

/** A folder from the environment, relative to the app root unless absolute. */
export function appFolder(value: string | undefined, fallback: string): string {
  const folder = value?.trim() || fallback
  return isAbsolute(folder) ? folder : resolve(fileURLToPath(app.appRoot), folder)
}

export function whatsappSettings(): WhatsAppSettings {
  return {
    apiUrl: (env.get('WHATSAPP_API_URL')?.trim() || WHATSAPP_CLOUD_API_URL).replace(/\/+$/, ''),
    phoneNumberId: env.get('WHATSAPP_PHONE_NUMBER_ID')?.trim() || null,
    accessToken: env.get('WHATSAPP_ACCESS_TOKEN')?.trim() || null,
    timeoutMs: env.get('WHATSAPP_TIMEOUT_MS') ?? 15_000,
    sinkDir: appFolder(env.get('WHATSAPP_SINK_DIR'), '.data/whatsapp'),
  }
}
