/*
 * SPEC §1: Dutch first, English complete; es/fr/de read the Dutch texts. A first load downloads one language's core
 * dictionary (react-admin's texts, ours, the menu's names); each resource's and dashboard's own texts are a chunk of
 * their own, loaded with its pages (i18n/WithMessages.tsx), so a scanner's phone does not download the admin's
 * texts (budget: `npm run bench:backoffice-js`). Switching language loads the new language's core and the folders
 * already in use before react-admin renders again.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { I18nProvider, TranslationMessages } from 'react-admin'
import { composeMessages, folderOf, type MessageFolder, type Messages } from './i18n/compose'

type Dictionary = 'nl' | 'en'
type Loader = () => Promise<Messages>

const CORE: Record<Dictionary, Loader> = {
  nl: async () => (await import('./i18n/locales/nl')).default as Messages,
  en: async () => (await import('./i18n/locales/en')).default as Messages,
}

function byFolder(modules: Record<string, Loader>): Map<MessageFolder, Loader> {
  return new Map(Object.entries(modules).map(([path, load]) => [folderOf(path), load]))
}

const FOLDERS: Record<Dictionary, Map<MessageFolder, Loader>> = {
  nl: byFolder({
    ...import.meta.glob<Messages>('./resources/*/messages.nl.ts', { import: 'default' }),
    ...import.meta.glob<Messages>('./pages/*/messages.nl.ts', { import: 'default' }),
  }),
  en: byFolder({
    ...import.meta.glob<Messages>('./resources/*/messages.en.ts', { import: 'default' }),
    ...import.meta.glob<Messages>('./pages/*/messages.en.ts', { import: 'default' }),
  }),
}

const LOCALES = { nl: 'nl', en: 'en', es: 'nl', fr: 'nl', de: 'nl' } as const satisfies Record<string, Dictionary>
type Locale = keyof typeof LOCALES

function isLocale(value: string | null): value is Locale {
  return value !== null && Object.hasOwn(LOCALES, value)
}

/** Until one is picked in the app bar (kept in react-admin's store), follow the storefront's choice (SPEC §1 key `language`), else Dutch. */
function initialLocale(): Locale {
  const storefrontChoice = typeof localStorage === 'undefined' ? null : localStorage.getItem('language')
  return isLocale(storefrontChoice) ? storefrontChoice : 'nl'
}

/** One language's folder texts in the order asked; a folder without texts in this language adds nothing. */
async function loadFolders(dictionary: Dictionary, folders: Iterable<MessageFolder>): Promise<Map<MessageFolder, Messages>> {
  const wanted = [...folders].filter((folder) => FOLDERS[dictionary].has(folder))
  const loaded = await Promise.all(wanted.map((folder) => FOLDERS[dictionary].get(folder)!()))
  return new Map(wanted.map((folder, index) => [folder, loaded[index]]))
}

let locale: Locale = 'nl'
let core: Messages = {}
let folders = new Map<MessageFolder, Messages>()
/** The folders asked for in the current language, loaded or on their way (WithMessages suspends on the promise). */
let pending = new Map<MessageFolder, Promise<void>>()
/** react-admin's Polyglot provider over the composed dictionary; its changeLocale(locale) re-reads it. */
let polyglot: I18nProvider | null = null

const dictionaryFor = () => composeMessages(core, folders) as TranslationMessages

/** Whether a folder's texts are in the current dictionary (WithMessages renders at once then). */
export function messagesLoaded(folder: MessageFolder): boolean {
  return folders.has(folder) || !FOLDERS[LOCALES[locale]].has(folder)
}

/** Loads a folder's texts into the current dictionary once; the same promise for every caller until the language changes. */
export function loadMessages(folder: MessageFolder): Promise<void> {
  let loading = pending.get(folder)
  if (!loading) {
    const forLocale = locale
    loading = loadFolders(LOCALES[forLocale], [folder]).then(async (loaded) => {
      if (locale !== forLocale) return
      folders = new Map([...folders, ...loaded])
      await polyglot?.changeLocale(locale)
    })
    pending.set(folder, loading)
  }
  return loading
}

/** The provider, once the first language's core is in (react-admin needs it synchronously); main.tsx awaits it. */
export async function createI18nProvider(): Promise<I18nProvider> {
  locale = initialLocale()
  core = await CORE[LOCALES[locale]]()
  const provider = polyglotI18nProvider(dictionaryFor, locale, [
    { locale: 'nl', name: 'Nederlands' },
    { locale: 'en', name: 'English' },
  ])
  polyglot = provider
  return {
    ...provider,
    changeLocale: async (wanted) => {
      const next = isLocale(wanted) ? wanted : 'nl'
      const inUse = [...folders.keys()]
      const [nextCore, nextFolders] = await Promise.all([CORE[LOCALES[next]](), loadFolders(LOCALES[next], inUse)])
      locale = next
      core = nextCore
      folders = nextFolders
      pending = new Map(inUse.map((folder) => [folder, Promise.resolve()]))
      await provider.changeLocale(next)
    },
    getLocale: () => locale,
  }
}
