import app from '@adonisjs/core/services/app'
import { mailSettings } from '#config/mail'
import { whatsappSettings } from '#config/whatsapp'
import { DEFAULT_PLATFORM_SETTINGS } from '#domain/platform_defaults'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import type { EmailProvider } from '#services/messaging/email_provider'
import type { WhatsAppProvider } from '#services/messaging/whatsapp_provider'
import { SmtpEmailProvider } from '#services/messaging/smtp_email_provider'
import { WhatsAppCloudProvider } from '#services/messaging/whatsapp_cloud_provider'
import { WhatsAppSinkProvider } from '#services/messaging/whatsapp_sink_provider'

export const NO_EMAIL_PROVIDER = 'Geen SMTP-server geconfigureerd (SMTP_HOST)'
export const NO_WHATSAPP_PROVIDER = 'Geen WhatsApp-provider geconfigureerd (WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID)'

/** SMTP when SMTP_HOST is set (bin/server.ts sets it to its local sink in development); else null. */
export async function configuredEmailProvider(): Promise<EmailProvider | null> {
  const settings = mailSettings()
  if (!settings.host) return null
  return new SmtpEmailProvider({ address: settings.fromAddress, name: settings.fromName ?? (await siteName()) })
}

/** The Cloud API with a token and phone number id; without a token, outside production, the folder sink; else null. */
export function configuredWhatsAppProvider(): WhatsAppProvider | null {
  const settings = whatsappSettings()
  if (settings.accessToken && settings.phoneNumberId) {
    return new WhatsAppCloudProvider({
      apiUrl: settings.apiUrl,
      phoneNumberId: settings.phoneNumberId,
      accessToken: settings.accessToken,
      timeoutMs: settings.timeoutMs,
    })
  }
  if (!settings.accessToken && !app.inProduction) return new WhatsAppSinkProvider(settings.sinkDir)
  return null
}

async function siteName(): Promise<string> {
  try {
    return (await getPlatformSettings()).websiteName || DEFAULT_PLATFORM_SETTINGS.websiteName
  } catch {
    return DEFAULT_PLATFORM_SETTINGS.websiteName
  }
}
