import { test } from '@japa/runner'
import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import { mergeTranslations } from 'react-admin'
import dutch from '../../../backoffice/src/i18n/nl.js'
import english from '../../../backoffice/src/i18n/en.js'
import { withMidSentenceNames } from '../../../backoffice/src/i18n/midSentenceNames.js'

/*
 * react-admin fills 'Geen %{name} gevonden' with the menu's name ('Bestellingen'); Dutch writes the noun in lower
 * case there, mid-sentence. The wrapper gives these texts the resource's forcedCaseName, as react-admin's own empty
 * page and delete dialogs already do; a dictionary without one keeps the menu's name.
 */
function providerFor(messages: object, locale: string) {
  return withMidSentenceNames(polyglotI18nProvider(() => messages as never, locale))
}

const KEEPS_CAPITALS = new Set(['ticketswitch-listings', 'api-tokens'])

test.group('Back office: resource names mid-sentence', () => {
  test('Dutch lists without results name the resource in lower case', ({ assert }) => {
    const nl = providerFor(dutch, 'nl')
    // The options react-admin's ListNoResults passes: the resource and its menu name (plural).
    assert.equal(nl.translate('ra.navigation.no_results', { resource: 'orders', name: 'Bestellingen' }), 'Geen bestellingen gevonden')
    assert.equal(
      nl.translate('ra.navigation.no_filtered_results', { resource: 'agent-settlements', name: 'Afrekeningen met agents' }),
      'Geen afrekeningen met agents gevonden met de huidige filters.'
    )
    // A proper name keeps its capital.
    assert.equal(
      nl.translate('ra.navigation.no_results', { resource: 'ticketswitch-listings', name: 'Ticketswitch' }),
      'Geen Ticketswitch-aanbiedingen gevonden'
    )
    // Texts where the name opens the sentence keep the menu's name.
    assert.equal(nl.translate('ra.page.create', { resource: 'orders', name: 'Bestelling' }), 'Bestelling aanmaken')
  })

  test('English does the same; a dictionary without forcedCaseName keeps the name as given', ({ assert }) => {
    const en = providerFor(mergeTranslations(englishMessages, english), 'en')
    assert.equal(en.translate('ra.navigation.no_results', { resource: 'orders', name: 'Orders' }), 'No orders found')
    const bare = providerFor({ ra: { navigation: { no_results: 'Keine %{name} gefunden' } } }, 'de')
    assert.equal(bare.translate('ra.navigation.no_results', { resource: 'orders', name: 'Bestellungen' }), 'Keine Bestellungen gefunden')
  })

  test('every resource has a lower-case form in Dutch and English, with the same plural forms as its name', ({ assert }) => {
    for (const [language, dictionary] of [
      ['nl', dutch],
      ['en', english],
    ] as const) {
      for (const [resource, texts] of Object.entries(dictionary.resources as Record<string, { name: string; forcedCaseName?: string }>)) {
        assert.isString(texts.forcedCaseName, `${language}: resources.${resource}.forcedCaseName`)
        assert.lengthOf(texts.forcedCaseName!.split('||||'), texts.name.split('||||').length, `${language}: ${resource}`)
        // A proper name (Ticketswitch) and an abbreviation (API) keep their capitals mid-sentence.
        if (!KEEPS_CAPITALS.has(resource))
          assert.equal(texts.forcedCaseName, texts.forcedCaseName!.toLowerCase(), `${language}: ${resource} in lower case`)
      }
    }
  })
})
