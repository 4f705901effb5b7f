import { test } from '@japa/runner'
import { isE164, isLoginPhone, isUnfilledPhone, normalizePhone, phoneFieldPrefill } from '#domain/auth_rules'

test.group('Phone numbers (domain/auth_rules.ts normalizePhone, phoneFieldPrefill)', () => {
  test('spaces, brackets and dashes go; an international number keeps its country code', ({ assert }) => {
    assert.equal(normalizePhone('+597 812 3456'), '+5978123456')
    assert.equal(normalizePhone('+597 (812)-3456'), '+5978123456')
    assert.equal(normalizePhone('+31 6 1234 5678'), '+31612345678')
    assert.equal(normalizePhone('+5978100011'), '+5978100011')
  })

  test("a 7-digit local number is Surinamese: '8100011' and the field's '+8100011' → '+5978100011'", ({ assert }) => {
    assert.equal(normalizePhone('8100011'), '+5978100011')
    assert.equal(normalizePhone('+8100011'), '+5978100011')
    assert.equal(normalizePhone('+810 0011'), '+5978100011')
    assert.equal(normalizePhone(' 810-0011 '), '+5978100011')
    assert.isTrue(isLoginPhone('+8100011'))
    assert.isTrue(isE164('8100011'))
  })

  test('other lengths are left as typed (the pattern check tells the person)', ({ assert }) => {
    assert.equal(normalizePhone('+810001'), '+810001')
    assert.equal(normalizePhone('+81000112'), '+81000112')
    assert.equal(normalizePhone('0810001'), '0810001')
    assert.equal(normalizePhone('+'), '+')
    assert.equal(normalizePhone(''), '')
  })

  test("the field starts with the hint's calling code and a space", ({ assert }) => {
    assert.equal(phoneFieldPrefill('Gebruik formaat: +597 8xxxxxx'), '+597 ')
    assert.equal(phoneFieldPrefill('Use +31 6xxxxxxxx'), '+31 ')
    assert.equal(phoneFieldPrefill('Bel ons'), '+597 ')
    assert.equal(phoneFieldPrefill(undefined), '+597 ')
    assert.equal(normalizePhone(phoneFieldPrefill('Gebruik formaat: +597 8xxxxxx') + '8100011'), '+5978100011')
  })

  test('a field left at its prefill or the forced plus holds no number; anything more is a number to check', ({ assert }) => {
    for (const unfilled of ['', '+', '+ ', '+597 ', '+597', ' +597  ']) assert.isTrue(isUnfilledPhone(unfilled, '+597 '), unfilled)
    for (const given of ['+597 8', '+5978100011', '8100011', '+31 ']) assert.isFalse(isUnfilledPhone(given, '+597 '), given)
    assert.isTrue(isUnfilledPhone('+31 ', '+31 '))
  })
})
