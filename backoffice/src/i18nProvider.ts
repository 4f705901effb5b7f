/*
 * SPEC §1: Dutch first; English and Spanish complete; French and German read per key over the Dutch texts, then the
 * key itself. A first load downloads one language's core dictionary (react-admin's texts, ours, the menu's names);
 * each resource's and dashboard's own texts are a chunk of their own, loaded with its pages (i18n/WithMessages.tsx),
 * so a scanner's phone does not download the admin's texts (budget: `npm run bench:backoffice-js`). Switching
 * language loads the new language's core and the folders already in use before react-admin renders again.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot'
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin'
import { isLanguage, LANGUAGES, type Language } from '#domain/languages'
import { composeMessages, type LocaleModule, type MessageFolder, type Messages } from './i18n/compose'
import { COMPLETE_LANGUAGES, LANGUAGE_NAMES } from './i18n/languages'

/** './i18n/locales/es.ts' → es: each language's core is a chunk of its own, with the loaders of its folders' texts. */
const LOCALES = new Map(
  Object.entries(import.meta.glob<LocaleModule>('./i18n/locales/*.ts')).map(([path, load]) => [
    path.split('/').pop()!.replace(/\.ts$/, '') as Language,
    load,
  ])
)

/** The core chunks loaded so far, by language: what hasTexts reads synchronously once the language is in use. */
const loadedLocales = new Map<Language, LocaleModule>()

async function loadLocale(language: Language): Promise<LocaleModule> {
  const known = LOCALES.has(language) ? language : 'nl'
  let module = loadedLocales.get(known)
  if (!module) {
    module = await LOCALES.get(known)!()
    loadedLocales.set(known, module)
  }
  return module
}

/** Until one is picked in the app bar (kept in react-admin's store), follow the storefront's choice (SPEC §1 key `language`), else Dutch. */
function initialLocale(): Language {
  const storefrontChoice = typeof localStorage === 'undefined' ? null : localStorage.getItem('language')
  return isLanguage(storefrontChoice) ? storefrontChoice : 'nl'
}

/** One language's texts: its own core and folders, and the Dutch ones underneath when it is not complete. */
interface Dictionary {
  core: Messages
  folders: Map<MessageFolder, Messages>
  dutch: { core: Messages; folders: Map<MessageFolder, Messages> } | null
}

const readsDutchUnderneath = (language: Language) => !COMPLETE_LANGUAGES.includes(language)

async function loadCore(language: Language): Promise<Messages> {
  return (await loadLocale(language)).default
}

/** One language's folder texts in the order asked; a folder without texts in this language adds nothing. */
async function loadFolders(language: Language, wanted: Iterable<MessageFolder>): Promise<Map<MessageFolder, Messages>> {
  const own = (await loadLocale(language)).folders
  const present = [...wanted].filter((folder) => own.has(folder))
  const loaded = await Promise.all(present.map((folder) => own.get(folder)!()))
  return new Map(present.map((folder, index) => [folder, loaded[index]]))
}

async function loadDictionary(language: Language, wanted: readonly MessageFolder[]): Promise<Dictionary> {
  const [core, folders, dutchCore, dutchFolders] = await Promise.all([
    loadCore(language),
    loadFolders(language, wanted),
    readsDutchUnderneath(language) ? loadCore('nl') : null,
    readsDutchUnderneath(language) ? loadFolders('nl', wanted) : null,
  ])
  return { core, folders, dutch: dutchCore && dutchFolders ? { core: dutchCore, folders: dutchFolders } : null }
}

let locale: Language = 'nl'
let dictionary: Dictionary = { core: {}, folders: new Map(), dutch: null }
/** The folders asked for in the current language, loaded or on their way (WithMessages suspends on the promise). */
let pending = new Map<MessageFolder, Promise<void>>()
/** react-admin's Polyglot provider over the composed dictionary; its changeLocale(locale) re-reads it. */
let polyglot: I18nProvider | null = null

/** The language's texts over the Dutch ones (when it reads Dutch underneath), key by key. */
function dictionaryFor(texts: Dictionary): TranslationMessages {
  const own = composeMessages(texts.core, texts.folders)
  if (!texts.dutch) return own as TranslationMessages
  return mergeTranslations(composeMessages(texts.dutch.core, texts.dutch.folders), own) as TranslationMessages
}

/** Whether a folder has texts in a language or, read underneath, in Dutch. */
function hasTexts(language: Language, folder: MessageFolder): boolean {
  const has = (texts: Language) => loadedLocales.get(texts)?.folders.has(folder) === true
  return has(language) || (readsDutchUnderneath(language) && has('nl'))
}

/** Whether a folder's texts are in the current dictionary (WithMessages renders at once then). */
export function messagesLoaded(folder: MessageFolder): boolean {
  return dictionary.folders.has(folder) || dictionary.dutch?.folders.has(folder) === true || !hasTexts(locale, folder)
}

/** Loads a folder's texts into the current dictionary once; the same promise for every caller until the language changes. */
export function loadMessages(folder: MessageFolder): Promise<void> {
  let loading = pending.get(folder)
  if (!loading) {
    const forLocale = locale
    loading = Promise.all([loadFolders(forLocale, [folder]), readsDutchUnderneath(forLocale) ? loadFolders('nl', [folder]) : null]).then(
      async ([loaded, dutch]) => {
        if (locale !== forLocale) return
        dictionary = {
          core: dictionary.core,
          folders: new Map([...dictionary.folders, ...loaded]),
          dutch:
            dictionary.dutch && dutch ? { core: dictionary.dutch.core, folders: new Map([...dictionary.dutch.folders, ...dutch]) } : null,
        }
        await polyglot?.changeLocale(locale)
      }
    )
    pending.set(folder, loading)
  }
  return loading
}

/** The provider, once the first language's core is in (react-admin needs it synchronously); main.tsx awaits it. */
export async function createI18nProvider(): Promise<I18nProvider> {
  locale = initialLocale()
  dictionary = await loadDictionary(locale, [])
  const provider = polyglotI18nProvider(
    () => dictionaryFor(dictionary),
    locale,
    LANGUAGES.map((language) => ({ locale: language, name: LANGUAGE_NAMES[language] }))
  )
  polyglot = provider
  return {
    ...provider,
    changeLocale: async (wanted) => {
      const next = isLanguage(wanted) ? wanted : 'nl'
      const inUse = [...new Set([...dictionary.folders.keys(), ...(dictionary.dutch?.folders.keys() ?? [])])]
      const loaded = await loadDictionary(next, inUse)
      locale = next
      dictionary = loaded
      pending = new Map(inUse.map((folder) => [folder, Promise.resolve()]))
      await provider.changeLocale(next)
    },
    getLocale: () => locale,
  }
}
