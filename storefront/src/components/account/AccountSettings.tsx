/*
 * /account-settings (signed in only): profile, password, and the e-mail and phone change flows with
 * the statuses of SPEC §4 (codes of exactly 6 digits, 3 attempts, expiry; SPEC §5 rules), and the recent activity
 * (SPEC §3 user_activity_logs), two-factor sign-in and the signed-in sessions, and 'Privacy' (the person's own data:
 * the download and deleting the account). The profile comes from use_account_profile.ts; each section is a part of
 * its own. An admin without two-factor sees only its setup: the API allows nothing else until it is on.
 */
import { useEffect, useState } from 'react'
import type { TwoFactorStatus } from '#domain/two_factor'
import { accountApi } from '../../lib/api/account'
import { FormMessage } from '../auth/Fields'
import { Toaster } from '../auth/Toaster'
import { makeTranslate, type AuthMessages } from '../auth/messages'
import { signOut } from '../../stores/session'
import { AccountNotices } from './AccountNotices'
import { ActivitySection } from './ActivitySection'
import { EmailChangeSection } from './EmailChangeSection'
import { PasswordSection } from './PasswordSection'
import { PhoneChangeSection } from './PhoneChangeSection'
import { PrivacySection } from './PrivacySection'
import { ProfileSection } from './ProfileSection'
import { SessionsSection } from './SessionsSection'
import { SettingsSection } from './SettingsSection'
import { TwoFactorSection } from './TwoFactorSection'
import { useAccountProfile } from './use_account_profile'

interface Props {
  messages: AuthMessages
  lang: string
  districts: { value: string; label: string }[]
  phoneHint: string
}

/** The e-mailed download link opens this page with ?dataExport=… (it only works together with this session). */
function linkTokenOfPage(): string | null {
  if (typeof window === 'undefined') return null
  return new URL(window.location.href).searchParams.get('dataExport')
}

export default function AccountSettings({ messages, lang, districts, phoneHint }: Props) {
  const t = makeTranslate(messages)
  /** After 'Dit was ik niet' the person is signed out here too: the page stays to say so. */
  const [notMeSentTo, setNotMeSentTo] = useState<string | null>(null)
  const [linkToken] = useState(linkTokenOfPage)
  /** Once the account is deleted the page is left: no 'signed out' redirect to the sign-in page meanwhile. */
  const [leaving, setLeaving] = useState(false)
  const { session, token, profile, loadError, reload, saved } = useAccountProfile({ stayWhenSignedOut: notMeSentTo !== null || leaving })
  const [twoFactor, setTwoFactor] = useState<TwoFactorStatus | null>(null)
  function reloadTwoFactor() {
    if (token) void accountApi.twoFactor(token).then((result) => result.ok && setTwoFactor(result.data))
  }
  useEffect(reloadTwoFactor, [token])

  if (notMeSentTo !== null) {
    return (
      <div className="settings" data-testid="not-me-done">
        <FormMessage kind="success">{t('auth.activity.done', { email: notMeSentTo })}</FormMessage>
        <a className="button button-primary" href="/user-login?redirect=%2Faccount-settings">
          {t('auth.activity.signInAgain')}
        </a>
      </div>
    )
  }

  if (!session || !token) return <p className="auth-muted">{t('auth.settings.loading')}</p>
  if (!profile || !twoFactor)
    return loadError ? <FormMessage kind="error">{loadError}</FormMessage> : <p className="auth-muted">{t('auth.settings.loading')}</p>

  const twoFactorSection = (
    <SettingsSection id="settings-two-factor" title={t('auth.twoFactor.title')}>
      <TwoFactorSection t={t} token={token} lang={lang} status={twoFactor} onChanged={reloadTwoFactor} />
    </SettingsSection>
  )
  if (twoFactor.required && !twoFactor.enabled) {
    return (
      <div className="settings" data-testid="account-settings">
        {twoFactorSection}
        <Toaster closeLabel={t('auth.toast.close')} />
      </div>
    )
  }

  return (
    <div className="settings" data-testid="account-settings">
      <AccountNotices t={t} token={token} profile={profile} />
      <SettingsSection id="settings-profile" title={t('auth.settings.profile')}>
        <ProfileSection t={t} token={token} profile={profile} districts={districts} onSaved={saved} />
      </SettingsSection>
      <SettingsSection id="settings-password" title={t('auth.settings.passwordTitle')}>
        <PasswordSection t={t} token={token} />
      </SettingsSection>
      <SettingsSection id="settings-email" title={t('auth.settings.emailTitle')}>
        <EmailChangeSection t={t} token={token} lang={lang} currentEmail={profile.email} onCompleted={reload} />
      </SettingsSection>
      <SettingsSection id="settings-phone" title={t('auth.settings.phoneTitle')}>
        <PhoneChangeSection t={t} token={token} lang={lang} currentPhone={profile.phone} phoneHint={phoneHint} onCompleted={reload} />
      </SettingsSection>
      {twoFactorSection}
      <SettingsSection id="settings-sessions" title={t('auth.sessions.title')}>
        <SessionsSection t={t} token={token} lang={lang} />
      </SettingsSection>
      <SettingsSection id="settings-activity" title={t('auth.activity.title')}>
        <ActivitySection
          t={t}
          token={token}
          lang={lang}
          onNotMe={(sentTo) => {
            setNotMeSentTo(sentTo)
            signOut()
          }}
        />
      </SettingsSection>
      <SettingsSection id="settings-privacy" title={t('auth.privacy.title')}>
        <PrivacySection
          t={t}
          token={token}
          lang={lang}
          linkToken={linkToken}
          onDeleted={(outcome) => {
            setLeaving(true)
            signOut()
            window.location.assign(`/?account=${outcome === 'erase' ? 'deleted' : 'deactivated'}`)
          }}
        />
      </SettingsSection>
      <Toaster closeLabel={t('auth.toast.close')} />
    </div>
  )
}
