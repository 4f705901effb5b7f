/*
 * 'Zet me op de wachtlijst' of a sold-out ticket type (docs/buying.md#waiting-list): the server-rendered buttons of
 * the ticket panel load this island on first touch (client:interaction) and open its form: how many (1 … the
 * per-person limit), the channel as the checkout offers it (e-mail, or WhatsApp when on), the name. The answer is
 * the place on the list; the refusals are the API's own Dutch words.
 */
import { useState } from 'react'
import type { ContactMethod } from '#domain/buyer_info'
import { useInteractionTrigger } from '../../directives/use_interaction_trigger'
import type { ApiFailure } from '#domain/auth_types'
import { fieldError } from '../../lib/api/browser'
import { waitingListApi, type WaitingListEntry } from '../../lib/api/waiting_list'
import type { WaitingListKey, WaitingListMessages } from '../../i18n/features/waiting_list'
import { interpolate, type TranslationParams } from '#domain/translation'
import { PhoneField, SelectField, TextField } from '../auth/Fields'
import { Modal } from '../buying/Modal'

/** The ticket panel's buttons, one per sold-out type, carrying its id. */
export const WAITING_LIST_TRIGGER = '[data-waiting-list]'

export interface WaitingType {
  id: number
  name: string
  /** 1 … this many (the per-person limit, else the list's own maximum). */
  maxQuantity: number
}

interface Props {
  types: WaitingType[]
  messages: WaitingListMessages
  whatsappEnabled: boolean
}

export default function WaitingList({ types, messages, whatsappEnabled }: Props) {
  const t = (key: WaitingListKey, params?: TranslationParams) => interpolate(messages[key], params)
  const [typeId, setTypeId] = useState<number | null>(null)
  useInteractionTrigger(WAITING_LIST_TRIGGER, (trigger) => setTypeId(Number(trigger.dataset.waitingList)))
  const type = types.find((candidate) => candidate.id === typeId)
  if (!type) return null
  return <JoinForm key={type.id} type={type} t={t} whatsappEnabled={whatsappEnabled} onClose={() => setTypeId(null)} />
}

interface FormProps {
  type: WaitingType
  t: (key: WaitingListKey, params?: TranslationParams) => string
  whatsappEnabled: boolean
  onClose: () => void
}

function JoinForm({ type, t, whatsappEnabled, onClose }: FormProps) {
  const [quantity, setQuantity] = useState(1)
  const [method, setMethod] = useState<ContactMethod>('email')
  const [email, setEmail] = useState('')
  const [phone, setPhone] = useState('+')
  const [firstName, setFirstName] = useState('')
  const [lastName, setLastName] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ApiFailure | null>(null)
  const [joined, setJoined] = useState<WaitingListEntry | null>(null)

  async function submit() {
    setBusy(true)
    setFailure(null)
    const result = await waitingListApi.join(type.id, {
      quantity,
      contactMethod: method,
      email: method === 'email' ? email : null,
      phone: method === 'whatsapp' ? phone : null,
      firstName,
      lastName,
    })
    setBusy(false)
    if (result.ok) setJoined(result.data.data)
    else
      setFailure(
        result.status >= 500 ? { success: false, message: t('waitingList.failed'), error: t('waitingList.failed') } : result.failure
      )
  }

  /** A change answers the shown refusal: it is asked again on the next submit. */
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value)
      setFailure(null)
    }
  const error = (field: string) => fieldError(failure, field)
  const fieldsWithErrors = ['quantity', 'email', 'phone', 'firstName', 'lastName']
  const general = failure && !fieldsWithErrors.some((field) => error(field)) ? failure.message : null

  if (joined) {
    return (
      <Modal
        titleId="waiting-list-title"
        title={t('waitingList.joined.title')}
        onRequestClose={onClose}
        closeLabel={t('waitingList.close')}
        testId="waiting-list-joined"
      >
        <p data-testid="waiting-list-place">
          {t('waitingList.joined.place', { place: joined.place ?? 1, quantity: joined.quantity, ticketType: type.name })}
        </p>
        <p>{t('waitingList.joined.next')}</p>
        <div className="buy-actions">
          <button type="button" className="button button-primary" onClick={onClose}>
            {t('waitingList.close')}
          </button>
        </div>
      </Modal>
    )
  }

  return (
    <Modal
      titleId="waiting-list-title"
      title={t('waitingList.title', { ticketType: type.name })}
      onRequestClose={onClose}
      closeLabel={t('waitingList.close')}
      testId="waiting-list-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) void submit()
        }}
      >
        <p className="buy-dialog-subtitle">{t('waitingList.intro')}</p>
        <fieldset className="buy-fieldset">
          <SelectField
            id="waiting-quantity"
            label={t('waitingList.quantity')}
            value={String(quantity)}
            onValue={(value) => change(setQuantity)(Number(value))}
            options={Array.from({ length: type.maxQuantity }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            error={error('quantity')}
          />
          {whatsappEnabled ? (
            <div className="buy-methods" role="radiogroup" aria-label={t('waitingList.contactMethod')}>
              <p className="buy-label">{t('waitingList.contactMethod')}</p>
              {(['email', 'whatsapp'] as const).map((m) => (
                <label key={m} className="buy-radio">
                  <input type="radio" name="waitingContactMethod" value={m} checked={method === m} onChange={() => change(setMethod)(m)} />
                  {t(`waitingList.method.${m}`)}
                </label>
              ))}
            </div>
          ) : null}
          {method === 'whatsapp' ? (
            <PhoneField id="waiting-phone" label={t('waitingList.phone')} value={phone} onValue={change(setPhone)} error={error('phone')} />
          ) : (
            <TextField
              id="waiting-email"
              label={t('waitingList.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onValue={change(setEmail)}
              error={error('email')}
            />
          )}
          <div className="buy-grid">
            <TextField
              id="waiting-firstName"
              label={t('waitingList.firstName')}
              autoComplete="given-name"
              value={firstName}
              onValue={change(setFirstName)}
              error={error('firstName')}
            />
            <TextField
              id="waiting-lastName"
              label={t('waitingList.lastName')}
              autoComplete="family-name"
              value={lastName}
              onValue={change(setLastName)}
              error={error('lastName')}
            />
          </div>
        </fieldset>
        {general ? (
          <p className="auth-error buy-alert" role="alert" data-testid="waiting-list-error">
            {general}
          </p>
        ) : null}
        <div className="buy-actions">
          <button type="submit" className="button button-primary" disabled={busy} data-testid="waiting-list-submit">
            {t('waitingList.submit')}
          </button>
          <button type="button" className="button button-outline" onClick={onClose}>
            {t('waitingList.close')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
