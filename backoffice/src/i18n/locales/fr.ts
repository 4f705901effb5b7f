/* The French core dictionary, one chunk (i18nProvider.ts), key for key as nl.ts: react-admin's texts, ours and the menu's names. */
import fr from '../fr.js'
import { foldersOf, type Messages } from '../compose'

export default fr

/** This language's folder texts, loaded with their pages (see nl.ts). */
export const folders = foldersOf({
  ...import.meta.glob<Messages>('../../resources/*/messages.fr.ts', { import: 'default' }),
  ...import.meta.glob<Messages>('../../pages/*/messages.fr.ts', { import: 'default' }),
})
