/*
 * /register-venue/step2: a signed-in venue operator submits a venue (SPEC §3 venues fields) with
 * POST /api/venues; it waits for an administrator's approval (isApproved false).
 */
import { useState, type FormEvent } from 'react'
import { isDistrict } from '#domain/districts'
import { VENUE_PRICE_PERIODS } from '#domain/format'
import { venuesApi, type NewVenue } from '../../lib/api/venues'
import { fieldError } from '../../lib/api/browser'
import { FormMessage, SelectField, SubmitButton, TextAreaField, TextField } from './Fields'
import { Toaster } from './Toaster'
import { makeTranslate, type AuthKey, type AuthMessages } from './messages'
import { useSession } from './use_session'

const AMENITIES = [
  ['parking', 'auth.venue.amenity.parking'],
  ['accessible', 'auth.venue.amenity.accessible'],
  ['wifi', 'auth.venue.amenity.wifi'],
  ['catering', 'auth.venue.amenity.catering'],
  ['kitchen', 'auth.venue.amenity.kitchen'],
  ['airConditioning', 'auth.venue.amenity.airConditioning'],
  ['audioSystem', 'auth.venue.amenity.audioSystem'],
  ['lighting', 'auth.venue.amenity.lighting'],
] as const satisfies readonly (readonly [keyof NewVenue, AuthKey])[]

type AmenityFlag = (typeof AMENITIES)[number][0]
const PERIODS = VENUE_PRICE_PERIODS
const PRICE_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/
const WEBSITE_PATTERN = /^https?:\/\/[^\s.]+\.[^\s]+$/i

interface Props {
  messages: AuthMessages
  districts: { value: string; label: string }[]
}

export default function VenueForm({ messages, districts }: Props) {
  const t = makeTranslate(messages)
  const session = useSession()
  const [text, setText] = useState({
    name: '',
    description: '',
    streetName: '',
    houseNumber: '',
    neighborhood: '',
    district: '',
    maxCapacity: '',
    priceAmount: '',
    website: '',
  })
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('dag')
  const [flags, setFlags] = useState<Record<AmenityFlag, boolean>>(
    () => Object.fromEntries(AMENITIES.map(([k]) => [k, false])) as Record<AmenityFlag, boolean>
  )
  const [custom, setCustom] = useState<string[]>([])
  const [customInput, setCustomInput] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  if (session === undefined) return <p className="auth-muted">{t('auth.settings.loading')}</p>
  if (session === null) {
    location.replace('/venue-login?redirect=%2Fregister-venue%2Fstep2')
    return null
  }
  if (session.user.role !== 'venue_operator' && session.user.role !== 'venue_owner')
    return <FormMessage kind="error">{t('auth.venue.wrongRole')}</FormMessage>
  if (done) {
    return (
      <div data-testid="venue-done">
        <FormMessage kind="success">
          <h2>{t('auth.venue.successTitle')}</h2>
          <p>{done}</p>
        </FormMessage>
        <p className="auth-actions-row">
          <a className="button button-primary" href="/venue-dashboard">
            {t('auth.venue.toDashboard')}
          </a>
        </p>
      </div>
    )
  }
  const token = session.token

  const field = (name: keyof typeof text) => ({
    id: `venue-${name}`,
    value: text[name],
    onValue: (v: string) => setText((s) => ({ ...s, [name]: v })),
    error: errors[name],
  })

  function addCustom() {
    const value = customInput.trim()
    if (value && !custom.includes(value)) setCustom([...custom, value])
    setCustomInput('')
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFormError(null)
    const found: Record<string, string> = {}
    if (text.name.trim().length < 2) found.name = t('auth.error.required')
    if (!text.streetName.trim()) found.streetName = t('auth.error.required')
    if (!isDistrict(text.district)) found.district = t('auth.error.districtRequired')
    const capacity = Number(text.maxCapacity)
    if (!Number.isInteger(capacity) || capacity < 1) found.maxCapacity = t('auth.error.capacity')
    if (text.priceAmount.trim() && !PRICE_PATTERN.test(text.priceAmount.trim())) found.priceAmount = t('auth.error.price')
    if (text.website.trim() && !WEBSITE_PATTERN.test(text.website.trim())) found.website = t('auth.error.website')
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`venue-${first}`)?.focus()
      return
    }
    const pending = customInput.trim()
    const venue: NewVenue = {
      name: text.name.trim(),
      description: text.description.trim() || undefined,
      streetName: text.streetName.trim(),
      houseNumber: text.houseNumber.trim() || undefined,
      neighborhood: text.neighborhood.trim() || undefined,
      district: text.district,
      maxCapacity: capacity,
      priceAmount: text.priceAmount.trim() ? Number(text.priceAmount.trim().replace(',', '.')) : undefined,
      pricePeriod: period,
      ...flags,
      customAmenities: pending && !custom.includes(pending) ? [...custom, pending] : custom,
      website: text.website.trim() || undefined,
    }
    setBusy(true)
    const result = await venuesApi.create(token, venue)
    setBusy(false)
    if (!result.ok) {
      const serverErrors: Record<string, string> = {}
      for (const name of Object.keys(text)) {
        const message = fieldError(result.failure, name)
        if (message) serverErrors[name] = message
      }
      setErrors(serverErrors)
      setFormError(Object.keys(serverErrors).length ? t('auth.error.checkFields') : result.failure.message || t('auth.error.generic'))
      return
    }
    setDone(t('auth.venue.successText'))
  }

  return (
    <>
      <form className="auth-form" noValidate onSubmit={submit} data-testid="venue-form">
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <div className="auth-grid">
          <TextField label={t('auth.venue.name')} {...field('name')} />
          <TextField label={t('auth.venue.maxCapacity')} type="number" min={1} inputMode="numeric" {...field('maxCapacity')} />
        </div>
        <TextAreaField label={t('auth.field.description')} optionalLabel={t('auth.field.optional')} {...field('description')} />
        <fieldset className="auth-fieldset">
          <legend>{t('auth.register.section.address')}</legend>
          <div className="auth-grid">
            <TextField label={t('auth.field.streetName')} autoComplete="address-line1" {...field('streetName')} />
            <TextField label={t('auth.field.houseNumber')} optionalLabel={t('auth.field.optional')} {...field('houseNumber')} />
            <TextField label={t('auth.field.neighborhood')} optionalLabel={t('auth.field.optional')} {...field('neighborhood')} />
            <SelectField
              label={t('auth.field.district')}
              options={districts}
              placeholder={t('auth.field.chooseDistrict')}
              {...field('district')}
            />
          </div>
        </fieldset>
        <div className="auth-grid">
          <TextField label={t('auth.venue.price')} optionalLabel={t('auth.field.optional')} inputMode="decimal" {...field('priceAmount')} />
          <SelectField
            id="venue-pricePeriod"
            label={t('auth.venue.pricePeriod')}
            value={period}
            onValue={(v) => setPeriod(v as (typeof PERIODS)[number])}
            options={PERIODS.map((p) => ({ value: p, label: t(`auth.venue.period.${p}`) }))}
          />
        </div>
        <fieldset className="auth-fieldset">
          <legend>{t('auth.venue.amenities')}</legend>
          <div className="amenity-grid">
            {AMENITIES.map(([flag, label]) => (
              <label key={flag} className="auth-check">
                <input
                  type="checkbox"
                  name={flag}
                  checked={flags[flag]}
                  onChange={(e) => setFlags({ ...flags, [flag]: e.target.checked })}
                />
                {t(label)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="auth-fieldset">
          <legend>{t('auth.venue.customAmenities')}</legend>
          <div className="custom-amenity-row">
            <label htmlFor="venue-custom" className="visually-hidden">
              {t('auth.venue.customAmenities')}
            </label>
            <input
              id="venue-custom"
              value={customInput}
              placeholder={t('auth.venue.customAmenityPlaceholder')}
              onChange={(e) => setCustomInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  addCustom()
                }
              }}
            />
            <button type="button" className="button button-outline" onClick={addCustom}>
              {t('auth.venue.addAmenity')}
            </button>
          </div>
          {custom.length ? (
            <ul className="chip-list">
              {custom.map((name) => (
                <li key={name} className="chip">
                  {name}
                  <button
                    type="button"
                    aria-label={t('auth.venue.removeAmenity', { name })}
                    onClick={() => setCustom(custom.filter((c) => c !== name))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <TextField label={t('auth.field.website')} optionalLabel={t('auth.field.optional')} type="url" {...field('website')} />
        <SubmitButton busy={busy} label={t('auth.venue.submit')} busyLabel={t('auth.venue.submitting')} />
      </form>
      <Toaster closeLabel={t('auth.toast.close')} />
    </>
  )
}
