import { test } from '@japa/runner'
import { languageFromAcceptLanguage, localizedText } from '#domain/languages'
import { translateFrom } from '#domain/translation'
import { paymentMethodTexts } from '#transformers/payment_method_texts'
import { paymentMethodTexts as storefrontMethodTexts } from '../../../storefront/src/components/buying/payment_method_texts.js'
import { PAYMENT_METHODS } from '#domain/payment_methods'
import { messageTranslator } from '#services/messaging/message_texts'
import { nl } from '#services/messaging/texts/nl'
import { en } from '#services/messaging/texts/en'
import { es } from '#services/messaging/texts/es'
import { fr } from '#services/messaging/texts/fr'
import { de } from '#services/messaging/texts/de'

test.group('localizedText', () => {
  test('the translation in the language asked for, else the Dutch text (also for a blank translation)', ({ assert }) => {
    const translations = { en: 'Music', de: '  ' }
    assert.equal(localizedText('Muziek', translations, 'en'), 'Music')
    assert.equal(localizedText('Muziek', translations, 'de'), 'Muziek')
    assert.equal(localizedText('Muziek', translations, 'fr'), 'Muziek')
    assert.equal(localizedText('Muziek', translations, 'nl'), 'Muziek')
    assert.equal(localizedText('Muziek', null, 'en'), 'Muziek')
  })
})

test.group('languageFromAcceptLanguage', () => {
  test('the best supported language by q-value; regions are ignored; none → null', ({ assert }) => {
    assert.equal(languageFromAcceptLanguage('en'), 'en')
    assert.equal(languageFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8'), 'de')
    assert.equal(languageFromAcceptLanguage('pt-BR,fr;q=0.5,es;q=0.7'), 'es')
    assert.equal(languageFromAcceptLanguage('en;q=0, fr'), 'fr')
    assert.isNull(languageFromAcceptLanguage('pt-BR, ja'))
    assert.isNull(languageFromAcceptLanguage(''))
    assert.isNull(languageFromAcceptLanguage(undefined))
  })
})

test.group('translateFrom', () => {
  const dictionaries = { nl: { hi: 'Hallo {name}', only: 'Alleen Nederlands' }, en: { hi: 'Hello {name}' }, es: {}, fr: {}, de: {} }

  test('the requested language, else Dutch, else the key; placeholders filled', ({ assert }) => {
    assert.equal(translateFrom(dictionaries, 'en', 'hi', { name: 'Anna' }), 'Hello Anna')
    assert.equal(translateFrom(dictionaries, 'en', 'only'), 'Alleen Nederlands')
    assert.equal(translateFrom(dictionaries, 'xx', 'hi', { name: 'Anna' }), 'Hallo Anna')
    assert.equal(translateFrom(dictionaries, 'de', 'missing'), 'missing')
  })
})

test.group('Message texts', () => {
  test('every language has every Dutch key with the same placeholders, none empty', ({ assert }) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const [lang, dict] of Object.entries({ en, es, fr, de })) {
      assert.deepEqual(Object.keys(dict).sort(), Object.keys(nl).sort(), `${lang} keys`)
      for (const [key, dutch] of Object.entries(nl)) {
        const text = (dict as Record<string, string>)[key]
        assert.isNotEmpty(text, `${lang} ${key}`)
        assert.deepEqual(placeholders(text), placeholders(dutch), `${lang} ${key} placeholders`)
      }
    }
  })

  test('the Dutch texts are the ones mailed before translation', ({ assert }) => {
    const t = messageTranslator('nl')
    assert.equal(t('tickets.subject', { event: 'Jazz', orderNumber: 'ST-1' }), 'Je tickets voor Jazz (ST-1)')
    assert.equal(t('tickets.download'), 'Tickets downloaden')
    assert.equal(messageTranslator('en')('tickets.download'), 'Download tickets')
  })
})

test.group('Payment method texts', () => {
  test('every method has its description in every language; Dutch stays as it was', ({ assert }) => {
    for (const method of PAYMENT_METHODS) {
      assert.deepEqual(paymentMethodTexts(method, 'nl'), { name: method.name, description: method.description })
      const descriptions = new Set((['nl', 'en', 'es', 'fr', 'de'] as const).map((lang) => paymentMethodTexts(method, lang).description))
      assert.equal(descriptions.size, 5, `${method.id}: a description per language`)
    }
    const card = PAYMENT_METHODS.find((m) => m.id === 'creditcard')!
    assert.equal(paymentMethodTexts(card, 'de').name, 'Kreditkarte')
    const ideal = PAYMENT_METHODS.find((m) => m.id === 'ideal')!
    assert.equal(paymentMethodTexts(ideal, 'en').name, 'iDEAL')
  })

  test("the storefront's built-in list says what the API says, in every language", ({ assert }) => {
    for (const method of PAYMENT_METHODS) {
      for (const lang of ['nl', 'en', 'es', 'fr', 'de'] as const) {
        assert.deepEqual(storefrontMethodTexts(method, lang), paymentMethodTexts(method, lang), `${method.id} ${lang}`)
      }
    }
  })
})
