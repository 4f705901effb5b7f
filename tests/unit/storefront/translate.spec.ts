import { test } from '@japa/runner'
import { translate, resolveLanguage, LANGUAGES } from '../../../storefront/src/i18n/translate.js'
import { nl } from '../../../storefront/src/i18n/nl.js'
import { en } from '../../../storefront/src/i18n/en.js'
import { es } from '../../../storefront/src/i18n/es.js'
import { fr } from '../../../storefront/src/i18n/fr.js'
import { de } from '../../../storefront/src/i18n/de.js'

test.group('translate', () => {
  test('gives the hero in every language, English exactly as SPEC §1', ({ assert }) => {
    assert.equal(translate('nl', 'home.heroTitle'), 'Ontdek geweldige evenementen in Suriname')
    assert.equal(translate('en', 'home.heroTitle'), 'Discover Amazing Events in Suriname')
    const titles = new Set(LANGUAGES.map((lang) => translate(lang, 'home.heroTitle')))
    assert.equal(titles.size, LANGUAGES.length, 'each language has its own hero text')
  })

  test('falls back to Dutch for an unsupported language, then to the key', ({ assert }) => {
    assert.equal(translate('pt', 'nav.events'), nl['nav.events'])
    assert.equal(translate('en', 'no.such.key'), 'no.such.key')
  })

  test('fills placeholders from params and leaves unknown ones', ({ assert }) => {
    assert.equal(translate('en', 'site.homeLink', { name: 'SuriTickets' }), 'SuriTickets, go to the home page')
    assert.equal(translate('en', 'site.homeLink'), '{name}, go to the home page')
  })

  test('every dictionary has every Dutch key, none empty', ({ assert }) => {
    const keys = Object.keys(nl).sort()
    for (const [lang, dict] of Object.entries({ en, es, fr, de })) {
      assert.deepEqual(Object.keys(dict).sort(), keys, `${lang} keys`)
      for (const key of keys) assert.isNotEmpty((dict as Record<string, string>)[key], `${lang} ${key}`)
    }
  })
})

test.group('resolveLanguage', () => {
  test('query wins over cookie, unsupported values are ignored, default is nl', ({ assert }) => {
    assert.equal(resolveLanguage('de', 'en'), 'en')
    assert.equal(resolveLanguage('de', null), 'de')
    assert.equal(resolveLanguage('xx', 'yy'), 'nl')
    assert.equal(resolveLanguage(undefined, undefined), 'nl')
    assert.equal(resolveLanguage(null, ' FR '), 'fr')
  })
})
