/*
 * The buyer form of checkout (SPEC §5 "Checkout buyer"): fields by contact method per domain/buyer_info.ts,
 * 'both' only when bothOptionEnabled, switching clears the other channel, and for guests the
 * 'Dit e-mailadres is al geregistreerd.' hint from POST /api/auth/email-check on blur.
 */
import { useState } from 'react'
import { needsEmail, needsPhone, type BuyerInfo, type BuyerRules, type ContactMethod } from '#domain/buyer_info'
import { isEmail } from '#domain/auth_rules'
import { PhoneField, TextField } from '../../auth/Fields'
import { authApi } from '../../../lib/api/auth'
import type { BuyTranslate } from '../messages'

export type BuyerErrors = Partial<Record<keyof BuyerInfo, string>>

interface Props {
  info: BuyerInfo
  onInfo: (next: BuyerInfo) => void
  rules: BuyerRules
  method: ContactMethod
  errors: BuyerErrors
  phoneHint: string
  t: BuyTranslate
  onLoginRequested: () => void
}

/** SPEC §5: switching the method clears the fields of the channel that is no longer used. */
export function switchContactMethod(info: BuyerInfo, method: ContactMethod): BuyerInfo {
  const next: BuyerInfo = { ...info, contactMethod: method }
  if (!needsEmail(method)) Object.assign(next, { email: '', confirmEmail: '' })
  if (!needsPhone(method)) Object.assign(next, { phone: '', confirmPhone: '' })
  return next
}

export function BuyerForm({ info, onInfo, rules, method, errors, phoneHint, t, onLoginRequested }: Props) {
  const [registered, setRegistered] = useState(false)
  const set = (field: keyof BuyerInfo) => (value: string) => onInfo({ ...info, [field]: value })
  const methods: ContactMethod[] = rules.whatsappEnabled ? (rules.bothEnabled ? ['email', 'whatsapp', 'both'] : ['email', 'whatsapp']) : []

  async function checkEmail() {
    const email = (info.email ?? '').trim()
    setRegistered(isEmail(email) ? await authApi.emailRegistered(email) : false)
  }

  return (
    <fieldset className="buy-fieldset" data-testid="buyer-form">
      <legend className="buy-legend">{t('buy.checkout.buyer')}</legend>
      {methods.length > 0 ? (
        <div className="buy-methods" role="radiogroup" aria-label={t('buy.checkout.contactMethod')}>
          <p className="buy-label">{t('buy.checkout.contactMethod')}</p>
          {methods.map((m) => (
            <label key={m} className="buy-radio">
              <input
                type="radio"
                name="contactMethod"
                value={m}
                checked={method === m}
                onChange={() => onInfo(switchContactMethod(info, m))}
              />
              {t(`buy.checkout.method.${m}`)}
            </label>
          ))}
        </div>
      ) : null}
      <div className="buy-grid">
        <TextField
          id="buyer-firstName"
          label={t('buy.field.firstName')}
          autoComplete="given-name"
          value={info.firstName ?? ''}
          onValue={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          id="buyer-lastName"
          label={t('buy.field.lastName')}
          autoComplete="family-name"
          value={info.lastName ?? ''}
          onValue={set('lastName')}
          error={errors.lastName}
        />
      </div>
      {needsEmail(method) ? (
        <>
          <TextField
            id="buyer-email"
            label={t('buy.field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={info.email ?? ''}
            onValue={(value) => {
              setRegistered(false)
              set('email')(value)
            }}
            onBlur={() => void checkEmail()}
            error={errors.email}
          />
          {registered ? (
            <p className="buy-registered" role="status" data-testid="email-registered">
              {t('buy.checkout.emailRegistered')}{' '}
              <button type="button" className="link-button" onClick={onLoginRequested}>
                {t('buy.checkout.emailRegisteredLogin')}
              </button>
            </p>
          ) : null}
          {rules.whatsappEnabled ? (
            <TextField
              id="buyer-confirmEmail"
              label={t('buy.field.confirmEmail')}
              type="email"
              inputMode="email"
              autoComplete="off"
              value={info.confirmEmail ?? ''}
              onValue={set('confirmEmail')}
              error={errors.confirmEmail}
            />
          ) : null}
        </>
      ) : null}
      {needsPhone(method) ? (
        <>
          <PhoneField
            id="buyer-phone"
            label={t('buy.field.phone')}
            hint={phoneHint}
            value={info.phone || '+'}
            onValue={set('phone')}
            error={errors.phone}
          />
          <PhoneField
            id="buyer-confirmPhone"
            label={t('buy.field.confirmPhone')}
            value={info.confirmPhone || '+'}
            onValue={set('confirmPhone')}
            error={errors.confirmPhone}
          />
        </>
      ) : null}
    </fieldset>
  )
}
