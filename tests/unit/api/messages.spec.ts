/*
 * api/exceptions/messages.ts, the one table of the API's texts: every placeholder of a text is filled where it is
 * said (the compiler refuses a throw site without its values; these tests check what the compiler cannot see), no
 * answer ever shows a '{name}', and every key is said somewhere.
 */
import { test } from '@japa/runner'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DomainError, type DomainErrorKey } from '#exceptions/domain_error'
import { toErrorBody } from '#exceptions/handler'
import { MESSAGES, placeholdersOf, text, textOf, type MessageKey } from '#exceptions/messages'
import { translate } from '../../../storefront/src/i18n/translate.js'
import { contactNl } from '../../../storefront/src/i18n/features/contact/nl.js'

const keys = Object.keys(MESSAGES) as MessageKey[]
const entry = (key: MessageKey): { message: string; status?: number; code?: string; error?: string } => MESSAGES[key]
const LEFT_OVER = /\{\w+\}/

/** A value for each placeholder of a key's text. */
const sampleParams = (key: MessageKey) => Object.fromEntries(placeholdersOf(entry(key).message).map((name) => [name, `«${name}»`]))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory() ? sourceFiles(join(dir, item.name)) : item.name.endsWith('.ts') ? [join(dir, item.name)] : []
  )
}

/** Never run: each line is a compile error that tsc expects (a missing or misnamed value, a sentence for a key). */
function refusedByTheCompiler() {
  // @ts-expect-error ORDER_TICKETS_MAX says '{max}'
  void new DomainError('ORDER_TICKETS_MAX')
  // @ts-expect-error its value is {max}, not {maximum}
  void new DomainError('ORDER_TICKETS_MAX', { params: { maximum: 4 } })
  // @ts-expect-error a key, never a sentence
  void new DomainError('NOT_FOUND', 'Niet gevonden')
  // @ts-expect-error text() likewise
  void text('ORDER_TICKETS_MAX')
  // @ts-expect-error a field text is no error answer of its own (it has no status)
  void new DomainError('BUYER_EMAIL_INVALID')
}

test.group('The message table (api/exceptions/messages.ts)', () => {
  test('every text, its values filled in, leaves no placeholder behind', ({ assert }) => {
    for (const key of keys) {
      const filled = textOf({ key, params: sampleParams(key) } as Parameters<typeof textOf>[0])
      assert.notMatch(filled, LEFT_OVER, key)
      for (const name of placeholdersOf(entry(key).message)) assert.include(filled, `«${name}»`, `${key} {${name}}`)
    }
  })

  test('every error answer: its status, public code and title, and a message without a placeholder', ({ assert }) => {
    const errorKeys = keys.filter((key) => entry(key).status !== undefined) as DomainErrorKey[]
    assert.isAbove(errorKeys.length, 100)
    for (const key of errorKeys) {
      const params = sampleParams(key)
      const error = new DomainError(key as 'NOT_FOUND', Object.keys(params).length > 0 ? ({ params } as object) : undefined)
      const { status, body } = toErrorBody(error)
      assert.equal(status, entry(key).status, key)
      assert.isAtLeast(status, 400, key)
      assert.equal(body.code, entry(key).code ?? key, key)
      assert.notMatch(String(body.message), LEFT_OVER, key)
      assert.equal(body.error, entry(key).error ?? body.message, key)
    }
  })

  test('a key that shares a public code keeps that code’s status and title', ({ assert }) => {
    for (const key of keys) {
      const code = entry(key).code
      if (!code || !(code in MESSAGES)) continue
      const shared = entry(code as MessageKey)
      assert.equal(entry(key).status, shared.status, `${key} answers ${code}`)
      if (shared.error) assert.equal(entry(key).error, shared.error, `${key} answers ${code}`)
    }
  })

  test('a throw site must fill a text’s placeholders: the compiler refuses it otherwise (tsc checks the specs)', ({ assert }) => {
    assert.isFunction(refusedByTheCompiler)
  })

  test('a field error carries its text under the field, after the body’s own fields', ({ assert }) => {
    const { body } = toErrorBody(
      new DomainError('TICKETSWITCH_PRICE_ABOVE', { params: { cap: 'SRD 150,-' }, field: 'listingPrice', details: { maxPrice: '150.00' } })
    )
    const message = 'De prijs mag niet hoger zijn dan wat je voor het ticket betaalde (SRD 150,-).'
    assert.deepEqual(body, {
      success: false,
      message,
      error: message,
      code: 'TICKETSWITCH_PRICE_ABOVE_CAP',
      errors: { listingPrice: [message] },
      maxPrice: '150.00',
    })
    assert.deepEqual(Object.keys(body), ['success', 'message', 'error', 'code', 'errors', 'maxPrice'])
  })

  test('several fields at once: the first text on top, every text under its field', ({ assert }) => {
    const { body } = toErrorBody(
      DomainError.fields('VALIDATION_ERROR', {
        'buyerInfo.firstName': ['BUYER_FIRST_NAME_REQUIRED'],
        'buyerInfo.email': ['BUYER_EMAIL_INVALID'],
      })
    )
    assert.deepEqual(body, {
      success: false,
      message: 'Voornaam is verplicht',
      error: 'Voornaam is verplicht',
      code: 'VALIDATION_ERROR',
      errors: { 'buyerInfo.firstName': ['Voornaam is verplicht'], 'buyerInfo.email': ['Ongeldig e-mailadres'] },
    })
  })

  test('every key is said somewhere in the API or the rules it words', ({ assert }) => {
    const sources = [...sourceFiles('api'), ...sourceFiles('domain')].map((file) => readFileSync(file, 'utf8')).join('\n')
    const unsaid = keys.filter((key) => !sources.includes(`'${key}'`) && !sources.includes(`MESSAGES.${key}`))
    assert.deepEqual(unsaid, [])
  })
})

test.group('The storefront says what the API says', () => {
  test('its Dutch texts of the sign-in, contact and Ticketswitch forms are the table’s', ({ assert }) => {
    const same: Record<string, MessageKey> = {
      'auth.error.invalidEmail': 'EMAIL_INVALID',
      'auth.error.loginPasswordMin': 'LOGIN_PASSWORD_TOO_SHORT',
      'auth.error.loginPhoneFormat': 'LOGIN_PHONE_FORMAT',
      'auth.error.creationPasswordMin': 'CREATION_PASSWORD_TOO_SHORT',
      'auth.error.firstNameRequired': 'FIRST_NAME_REQUIRED',
      'auth.error.lastNameRequired': 'LAST_NAME_REQUIRED',
      'auth.error.codeFormat': 'VERIFICATION_CODE_FORMAT',
      'auth.error.e164Format': 'PHONE_FORMAT',
      'auth.toast.whatsappLoginFailed': 'WHATSAPP_LOGIN_FAILED',
      'auth.toast.phoneNotVerifiedText': 'PHONE_NOT_VERIFIED',
      'contact.error.firstNameRequired': 'CONTACT_FIRST_NAME_REQUIRED',
      'contact.error.lastNameRequired': 'CONTACT_LAST_NAME_REQUIRED',
      'contact.error.invalidEmail': 'CONTACT_EMAIL_INVALID',
      'contact.error.phoneRequired': 'CONTACT_PHONE_REQUIRED',
      'contact.error.phoneFormat': 'CONTACT_PHONE_FORMAT',
      'contact.error.subjectRequired': 'CONTACT_SUBJECT_REQUIRED',
      'contact.error.messageTooShort': 'CONTACT_MESSAGE_TOO_SHORT',
      'contact.captcha.required': 'CONTACT_CAPTCHA_REQUIRED',
      'tsSell.priceInvalid': 'TICKETSWITCH_PRICE_INVALID',
      'tsSell.priceAboveCap': 'TICKETSWITCH_PRICE_ABOVE_CAP',
      'tsSell.payoutRequired': 'TICKETSWITCH_PAYOUT_DETAILS_REQUIRED',
      'tsSell.listed': 'TICKETSWITCH_LISTED',
      'tsSell.withdrawn': 'TICKETSWITCH_WITHDRAWN',
    }
    // The contact dialog's texts are handed to it apart from the pages' dictionary.
    const dutch = (key: string) => (key.startsWith('contact.') ? contactNl[key as keyof typeof contactNl] : translate('nl', key))
    for (const [storefrontKey, key] of Object.entries(same)) assert.equal(dutch(storefrontKey), entry(key).message, storefrontKey)
    assert.equal(translate('nl', 'auth.toast.phoneNotVerifiedTitle'), entry('PHONE_NOT_VERIFIED').error)
  })
})
