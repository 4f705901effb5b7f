/*
 * domain/platform_settings_rules.ts: what the settings page may save (the API's per-field messages are checked
 * end to end in tests/functional/platform/settings.spec.ts), how stored values are completed, and
 * how a change is flattened for the audit trail.
 */
import { test } from '@japa/runner'
import {
  checkSettingsChange,
  completeCurrencyConverter,
  completePaymentFees,
  flattenSettings,
  methodFees,
  type EditableSettings,
} from '#domain/platform_settings_rules'
import { DEFAULT_PLATFORM_SETTINGS } from '#domain/platform_defaults'
import { calculateFees, methodFeeSettings } from '#domain/fees'
import { configuredMethods } from '#domain/payment_methods'

const current: EditableSettings = {
  websiteName: 'SuriTickets',
  websiteUrl: null,
  logoUrl: null,
  faviconUrl: null,
  socialMediaImageUrl: null,
  seoDescription: null,
  platformCostPercentage: '0.00',
  platformCostFixed: '0.00',
  paymentFees: completePaymentFees(DEFAULT_PLATFORM_SETTINGS.paymentFees),
  ticketswitchFeePercentage: '5.00',
  refundFeeOnOrganizerRefund: DEFAULT_PLATFORM_SETTINGS.refundFeeOnOrganizerRefund,
  refundFeeOnBuyerCancel: DEFAULT_PLATFORM_SETTINGS.refundFeeOnBuyerCancel,
  currencyConverter: completeCurrencyConverter(DEFAULT_PLATFORM_SETTINGS.currencyConverter),
  reviewInvitationDelay: 24,
  autoModerationEnabled: true,
  reviewDisplayMinRating: 1,
  reviewResponseTimeLimit: 168,
  whatsappFeatures: { ...DEFAULT_PLATFORM_SETTINGS.whatsappFeatures },
  headerTag: null,
  bodyTag: null,
}

test.group('Platform settings rules', () => {
  test('a partial change merges into the current settings, nested groups field by field, values normalised', ({ assert }) => {
    const { next, errors } = checkSettingsChange(current, {
      websiteName: '  Suri Events ',
      websiteUrl: '',
      platformCostPercentage: '2,5',
      platformCostFixed: 1,
      paymentFees: { mollie: { idealPercentage: '1.25', idealEnabled: false } },
      headerTag: '   ',
    })
    assert.deepEqual(errors, {})
    assert.equal(next.websiteName, 'Suri Events')
    assert.isNull(next.websiteUrl)
    assert.equal(next.platformCostPercentage, '2.50')
    assert.equal(next.platformCostFixed, '1.00')
    assert.deepEqual(methodFees(next.paymentFees, 'ideal'), { percentage: 1.25, fixed: 0, btw: 0, enabled: false })
    assert.deepEqual(next.paymentFees.uni5pay, current.paymentFees.uni5pay)
    assert.isNull(next.headerTag)
    assert.deepEqual(current.paymentFees.mollie.idealEnabled, true, 'the current settings are not changed in place')
  })

  test('what is saved is what checkout reads: the fees and the methods on offer', ({ assert }) => {
    const { next } = checkSettingsChange(current, {
      platformCostPercentage: 10,
      paymentFees: { uni5pay: { percentage: 2, fixed: 1, btw: 10 }, mollie: { paypalEnabled: false } },
    })
    assert.equal(calculateFees('100.00', next, methodFeeSettings(next.paymentFees, 'uni5pay', 'uni5pay')).total, '113.30')
    assert.notInclude(
      configuredMethods(next.paymentFees).map((m) => m.id),
      'paypal'
    )
  })

  test('cross-field rules apply only to the group that was sent', ({ assert }) => {
    const stale = {
      ...current,
      whatsappFeatures: { ...current.whatsappFeatures, checkoutEnabled: false, defaultContactMethod: 'whatsapp' as const },
    }
    assert.deepEqual(checkSettingsChange(stale, { websiteName: 'X' }).errors, {})
    assert.deepEqual(Object.keys(checkSettingsChange(stale, { whatsappFeatures: {} }).errors), ['whatsappFeatures.defaultContactMethod'])
  })

  test('stored values are completed: missing fees 0 and on, strings read as numbers', ({ assert }) => {
    const fees = completePaymentFees({ uni5pay: { percentage: '3' }, mollie: { klarnaEnabled: 'false' } })
    assert.deepEqual(fees.uni5pay, { percentage: 3, fixed: 0, btw: 0, enabled: true })
    assert.equal(fees.mollie.klarnaEnabled, false)
    assert.equal(fees.mollie.rivertyEnabled, true)
    assert.deepEqual(completeCurrencyConverter({}), { enabled: true, markupPercentage: 0 })
  })

  test('flattened for the audit trail: one field per leaf', ({ assert }) => {
    assert.deepEqual(flattenSettings({ a: 1, b: { c: { d: true } }, e: null }), { a: 1, 'b.c.d': true, e: null })
  })
})
