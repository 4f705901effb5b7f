/*
 * The Dutch core dictionary, one chunk (i18nProvider.ts): react-admin's texts (i18n/nl.ts translates every one
 * itself, tests/unit/backoffice/backoffice_messages.spec.ts, so no English underneath), ours and the menu's names. Each
 * folder's own texts (resources/<name>/messages.nl.ts, pages/<route>/messages.nl.ts) load with its pages; the list of
 * them comes with this chunk, so a first load carries one language's list only.
 */
import nl from '../nl'
import { foldersOf, type Messages } from '../compose'

export default nl

/** This language's folder texts, loaded with their pages (see nl.ts). */
export const folders = foldersOf({
  ...import.meta.glob<Messages>('../../resources/*/messages.nl.ts', { import: 'default' }),
  ...import.meta.glob<Messages>('../../pages/*/messages.nl.ts', { import: 'default' }),
})
