/* The German core dictionary, one chunk (i18nProvider.ts), key for key as nl.ts: react-admin's texts, ours and the menu's names. */
import de from '../de.js'
import { foldersOf, type Messages } from '../compose'

export default de

/** This language's folder texts, loaded with their pages (see nl.ts). */
export const folders = foldersOf({
  ...import.meta.glob<Messages>('../../resources/*/messages.de.ts', { import: 'default' }),
  ...import.meta.glob<Messages>('../../pages/*/messages.de.ts', { import: 'default' }),
})
