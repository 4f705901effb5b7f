/*
 * The words of every account message (texts in api/services/messaging/texts/, in the language of the
 * request that caused it where it carried one, else Dutch; an e-mail's as the admin edited its template), queued through the outbox inside the caller's
 * transaction, so a message goes out only if the change it announces was saved.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import outbox from '#services/messaging/outbox_service'
import { renderEmail, type EmailAction } from '#services/messaging/email_layout'
import { composeEmail, type EmailTemplateKey, type TemplateParams } from '#services/messaging/email_templates'
import { greeting, messageTranslator, type MessageTranslate } from '#services/messaging/message_texts'
import { publicUrl } from '#services/server/public_url'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import { EMAIL_VERIFICATION_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES, VERIFICATION_CODE_TTL_MINUTES } from '#domain/auth_rules'
import { DEFAULT_LANGUAGE, type Language } from '#domain/languages'
import { TEAM_INVITATION_TTL_HOURS, type AnyTeamRole } from '#domain/team_rules'
import { signInPathFor } from '#domain/access'

interface Recipient {
  email: string
  firstName: string | null
}

/** What a code confirms, as the message words it. */
export type CodePurpose =
  { key: 'verifyPhone' | 'confirmNewEmail' | 'confirmPhoneChange' | 'confirmNewPhone' } | { key: 'confirmEmailChange'; email: string }

async function siteName(): Promise<string> {
  return (await getPlatformSettings()).websiteName
}

function purposeText(t: MessageTranslate, purpose: CodePurpose): string {
  return purpose.key === 'confirmEmailChange' ? t('purpose.confirmEmailChange', { email: purpose.email }) : t(`purpose.${purpose.key}`)
}

/**
 * One account e-mail: the mail's template (api/services/messaging/email_templates.ts: the admin's saved words in
 * `lang`, else the defaults) filled in, laid out and queued in the caller's transaction.
 */
export async function queueAccountEmail<K extends EmailTemplateKey>(
  to: string,
  kind: string,
  template: K,
  lang: Language,
  trx: TransactionClientContract | undefined,
  fill: (t: MessageTranslate, site: string) => { params: TemplateParams<K>; action?: EmailAction; links?: EmailAction[] }
) {
  const settings = await getPlatformSettings()
  const { params, action, links } = fill(messageTranslator(lang), settings.websiteName)
  const mail = composeEmail(template, lang, params, settings.emailTemplates)
  await outbox.queueEmail({ to, subject: mail.subject, ...renderEmail({ ...mail.content, action, links }) }, { kind, trx })
}

/** The placeholders every account mail has. */
export function personParams(t: MessageTranslate, person: { firstName: string | null }, site: string) {
  return { greeting: greeting(t, person.firstName), name: person.firstName ?? '', site }
}

export function sendEmailVerification(
  person: Recipient,
  token: string,
  trx?: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  return queueAccountEmail(person.email, 'email_verification', 'emailVerification', lang, trx, (t, site) => ({
    params: { ...personParams(t, person, site), hours: EMAIL_VERIFICATION_TTL_HOURS },
    action: { label: t('verify.button'), url: publicUrl('/verify-email', { token }) },
  }))
}

export function sendPasswordReset(person: Recipient, token: string, trx?: TransactionClientContract, lang: Language = DEFAULT_LANGUAGE) {
  return queueAccountEmail(person.email, 'password_reset', 'passwordReset', lang, trx, (t, site) => ({
    params: { ...personParams(t, person, site), minutes: PASSWORD_RESET_TTL_MINUTES },
    action: { label: t('reset.button'), url: publicUrl('/reset-password', { token }) },
  }))
}

/**
 * A new team member's invitation: the password-reset link (/reset-password), valid longer, sets
 * their first password; then they sign in on their role's own sign-in page (domain/access.ts signInPathFor), a full
 * link under the button.
 */
export function sendTeamInvitation(
  person: Recipient & { role: AnyTeamRole },
  organizer: string,
  token: string,
  trx?: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  return queueAccountEmail(person.email, 'team_invitation', 'teamInvitation', lang, trx, (t, site) => ({
    params: {
      ...personParams(t, person, site),
      organizer,
      role: t(`invite.role.${person.role}`),
      days: TEAM_INVITATION_TTL_HOURS / 24,
      email: person.email,
    },
    action: { label: t('invite.button'), url: publicUrl('/reset-password', { token }) },
    links: [{ label: t('invite.signIn'), url: publicUrl(signInPathFor(person.role)) }],
  }))
}

/**
 * An invitation to an address that already has an account, which cannot join a team (one account, one role, one
 * employer): its owner hears who tried and what to do; no link, nothing changed.
 */
export function sendTeamInvitationRefused(
  person: Recipient,
  role: AnyTeamRole,
  organizer: string,
  trx?: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  return queueAccountEmail(person.email, 'team_invitation_refused', 'teamInvitationRefused', lang, trx, (t, site) => ({
    params: { ...personParams(t, person, site), organizer, role: t(`invite.role.${role}`) },
  }))
}

/**
 * A new admin's invitation (created in the back office by a full admin): the password-reset link, valid
 * as long as a team member's, sets their first password; then they sign in on /login.
 */
export function sendAdminInvitation(
  person: Recipient & { isSubAdmin: boolean },
  inviter: string,
  token: string,
  trx?: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  return queueAccountEmail(person.email, 'admin_invitation', 'adminInvite', lang, trx, (t, site) => ({
    params: {
      ...personParams(t, person, site),
      inviter,
      role: t(person.isSubAdmin ? 'adminInvite.role.subAdmin' : 'adminInvite.role.admin'),
      days: TEAM_INVITATION_TTL_HOURS / 24,
      email: person.email,
    },
    action: { label: t('adminInvite.button'), url: publicUrl('/reset-password', { token }) },
  }))
}

/** A 6-digit code by e-mail (e-mail change: to the current address, then to the new one). */
export function sendEmailCode(
  to: string,
  person: { firstName: string | null },
  code: string,
  purpose: CodePurpose,
  trx?: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  return queueAccountEmail(to, 'email_code', 'verificationCode', lang, trx, (t, site) => ({
    params: { ...personParams(t, person, site), code, purpose: purposeText(t, purpose), minutes: VERIFICATION_CODE_TTL_MINUTES },
  }))
}

/** A 6-digit code by WhatsApp (phone verification and phone change). */
export async function sendPhoneCode(
  to: string,
  code: string,
  purpose: CodePurpose,
  trx?: TransactionClientContract,
  lang: Language = DEFAULT_LANGUAGE
) {
  const t = messageTranslator(lang)
  const text = t('code.whatsapp', {
    site: await siteName(),
    purpose: purposeText(t, purpose),
    code,
    minutes: VERIFICATION_CODE_TTL_MINUTES,
  })
  await outbox.queueWhatsApp({ to, text }, { kind: 'phone_code', trx })
}

/** Two-factor was switched off: the person hears of it, in case it was not them. */
export function sendTwoFactorDisabled(person: Recipient, trx?: TransactionClientContract, lang: Language = DEFAULT_LANGUAGE) {
  return queueAccountEmail(person.email, 'two_factor_disabled', 'twoFactorDisabled', lang, trx, (t, site) => ({
    params: personParams(t, person, site),
  }))
}

/** A recovery code let someone in: the person hears of it, with how many codes are left. */
export function sendRecoveryCodeUsed(person: Recipient, left: number, trx?: TransactionClientContract, lang: Language = DEFAULT_LANGUAGE) {
  return queueAccountEmail(person.email, 'recovery_code_used', 'recoveryCodeUsed', lang, trx, (t, site) => ({
    params: { ...personParams(t, person, site), left },
  }))
}
