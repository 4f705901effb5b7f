/*
 * The top of /account-settings: the address and role, and what is not verified yet: the e-mail address (with
 * 'Opnieuw versturen') and the phone number (with the way to /verify-whatsapp).
 */
import { useState } from 'react'
import { isUserRole } from '#domain/access'
import { ROLE_DISPLAY_NAMES } from '../../lib/role_names'
import type { ProfileUser } from '#domain/auth_types'
import { authApi } from '../../lib/api/auth'
import { FormMessage } from '../auth/Fields'
import type { Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

export function AccountNotices({ t, token, profile }: { t: Translate; token: string; profile: ProfileUser }) {
  const [resent, setResent] = useState<Status>(null)

  async function resendVerification() {
    const result = await authApi.resendVerificationEmail(token)
    setResent(result.ok ? { kind: 'success', text: t('auth.verifyEmail.resent') } : { kind: 'error', text: result.failure.message })
  }

  return (
    <>
      <p className="auth-muted">
        {profile.email} · {t('auth.settings.role', { role: isUserRole(profile.role) ? ROLE_DISPLAY_NAMES[profile.role] : profile.role })}
      </p>
      {!profile.isEmailVerified ? (
        <FormMessage kind="info">
          {t('auth.settings.emailUnverified')}{' '}
          <button type="button" className="link-button" onClick={resendVerification}>
            {t('auth.verifyEmail.resend')}
          </button>
        </FormMessage>
      ) : null}
      {resent ? <FormMessage kind={resent.kind}>{resent.text}</FormMessage> : null}
      {profile.phone && !profile.isPhoneVerified ? (
        <FormMessage kind="info">
          {t('auth.settings.phoneUnverified')}{' '}
          <a href={`/verify-whatsapp?phone=${encodeURIComponent(profile.phone)}`}>{t('auth.register.verifyPhone')}</a>
        </FormMessage>
      ) : null}
    </>
  )
}
