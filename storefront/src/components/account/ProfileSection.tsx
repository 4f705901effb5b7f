/* 'Profiel': name, organization (business roles), address and website (SPEC §5: first and last name required). */
import { useState, type FormEvent } from 'react'
import type { ProfileUpdate, ProfileUser } from '#domain/auth_types'
import { accountApi } from '../../lib/api/account'
import { fieldError } from '../../lib/api/browser'
import { FormMessage, SelectField, SubmitButton, TextField } from '../auth/Fields'
import type { AuthKey, Translate } from '../auth/messages'
import type { Status } from './SettingsSection'

export function ProfileSection({
  t,
  token,
  profile,
  districts,
  onSaved,
}: {
  t: Translate
  token: string
  profile: ProfileUser
  districts: { value: string; label: string }[]
  onSaved: (p: ProfileUser) => void
}) {
  const business = profile.role !== 'user'
  const fields: { name: keyof ProfileUpdate; label: AuthKey; autoComplete?: string }[] = [
    { name: 'firstName', label: 'auth.field.firstName', autoComplete: 'given-name' },
    { name: 'lastName', label: 'auth.field.lastName', autoComplete: 'family-name' },
    ...(business
      ? [{ name: 'organizationName' as const, label: 'auth.field.organizationName' as const, autoComplete: 'organization' }]
      : []),
    { name: 'streetName', label: 'auth.field.streetName', autoComplete: 'address-line1' },
    { name: 'houseNumber', label: 'auth.field.houseNumber' },
    { name: 'neighborhood', label: 'auth.field.neighborhood' },
    { name: 'cityTown', label: 'auth.field.cityTown', autoComplete: 'address-level2' },
    ...(business ? [{ name: 'website' as const, label: 'auth.field.website' as const, autoComplete: 'url' }] : []),
  ]
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries([...fields.map((f) => [f.name, (profile[f.name] as string | null) ?? '']), ['district', profile.district ?? '']])
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!values.firstName.trim()) found.firstName = t('auth.error.firstNameRequired')
    if (!values.lastName.trim()) found.lastName = t('auth.error.lastNameRequired')
    setErrors(found)
    if (Object.keys(found).length) return
    const update: Record<string, string | null> = {}
    for (const [name, value] of Object.entries(values)) update[name] = value.trim() === '' ? null : value.trim()
    setBusy(true)
    const result = await accountApi.updateProfile(token, update as ProfileUpdate)
    setBusy(false)
    if (result.ok) {
      setStatus({ kind: 'success', text: t('auth.settings.saved') })
      onSaved(result.data.data)
    } else {
      const serverErrors: Record<string, string> = {}
      for (const name of Object.keys(values)) {
        const message = fieldError(result.failure, name)
        if (message) serverErrors[name] = message
      }
      setErrors(serverErrors)
      setStatus({ kind: 'error', text: Object.keys(serverErrors).length ? t('auth.error.checkFields') : result.failure.message })
    }
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} data-testid="profile-form">
      <div className="auth-grid">
        {fields.map((f) => (
          <TextField
            key={f.name}
            id={`profile-${f.name}`}
            label={t(f.label)}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onValue={(v) => setValues({ ...values, [f.name]: v })}
            error={errors[f.name]}
          />
        ))}
        <SelectField
          id="profile-district"
          label={t('auth.field.district')}
          options={districts}
          placeholder={t('auth.field.chooseDistrict')}
          value={values.district}
          onValue={(v) => setValues({ ...values, district: v })}
          error={errors.district}
        />
      </div>
      {status ? <FormMessage kind={status.kind}>{status.text}</FormMessage> : null}
      <SubmitButton busy={busy} label={t('auth.settings.save')} wide={false} />
    </form>
  )
}
