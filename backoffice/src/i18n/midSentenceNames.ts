import type { I18nProvider } from 'react-admin'

/**
 * react-admin fills these texts' %{name} with the menu's name ('Bestellingen'), though it stands mid-sentence:
 * 'Geen Bestellingen gevonden'. Dutch writes such a noun in lower case. react-admin's own empty page and delete
 * dialogs read the resource's `forcedCaseName` (i18n/nl.ts) for this; these texts get it here too. A language
 * without a forcedCaseName (German writes nouns with a capital) keeps the menu's name.
 */
const MID_SENTENCE_TEXTS = new Set(['ra.navigation.no_results', 'ra.navigation.no_filtered_results'])

export function withMidSentenceNames(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key, options) => {
      const { resource, name: menuName } = options ?? {}
      if (!MID_SENTENCE_TEXTS.has(key) || typeof resource !== 'string' || typeof menuName !== 'string')
        return provider.translate(key, options)
      const name = provider.translate(`resources.${resource}.forcedCaseName`, { smart_count: 0, _: menuName })
      return provider.translate(key, { ...options, name })
    },
  }
}
