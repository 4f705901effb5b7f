import { test } from '@japa/runner'
import { remainingBuyerErrors, type BuyerRules } from '#domain/buyer_info'

/** What the form shows (any text: the rule keeps or drops it). */
const BUYER_MESSAGES = {
  firstName: 'Voornaam is verplicht',
  phone: 'Gebruik internationaal formaat',
  confirmPhone: 'Telefoonnummers komen niet overeen',
}

const rules: BuyerRules = { whatsappEnabled: true, bothEnabled: true }
const form = {
  contactMethod: 'email' as const,
  firstName: 'Anika',
  lastName: 'Sewdien',
  email: 'a@example.sr',
  confirmEmail: 'a@example.sr',
}

test.group('Checkout buyer errors after a change (domain/buyer_info.ts remainingBuyerErrors)', () => {
  test("a corrected confirmation loses 'E-mailadressen komen niet overeen'; one still wrong keeps it", ({ assert }) => {
    const shown = { confirmEmail: 'shown: mismatch' }
    assert.deepEqual(remainingBuyerErrors(shown, { ...form, confirmEmail: 'b@example.sr' }, rules), shown)
    assert.deepEqual(remainingBuyerErrors(shown, form, rules), {})
    // Correcting the address to match the confirmation clears it too.
    assert.deepEqual(remainingBuyerErrors(shown, { ...form, email: 'b@example.sr', confirmEmail: 'b@example.sr' }, rules), {})
  })

  test('only shown errors are kept; a field that showed none gets none before the next submit', ({ assert }) => {
    const shown = { firstName: BUYER_MESSAGES.firstName, phone: BUYER_MESSAGES.phone }
    assert.deepEqual(remainingBuyerErrors(shown, { ...form, firstName: '', lastName: '' }, rules), { firstName: BUYER_MESSAGES.firstName })
  })

  test('switching to a method that no longer asks for a field drops its error', ({ assert }) => {
    const shown = { phone: BUYER_MESSAGES.phone, confirmPhone: BUYER_MESSAGES.confirmPhone }
    assert.deepEqual(remainingBuyerErrors(shown, { ...form, contactMethod: 'email', phone: '', confirmPhone: '' }, rules), {})
    assert.deepEqual(remainingBuyerErrors(shown, { ...form, contactMethod: 'whatsapp', phone: '+', confirmPhone: '' }, rules), {
      phone: BUYER_MESSAGES.phone,
    })
  })
})
