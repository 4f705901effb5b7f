/* The English core dictionary, one chunk: ours over react-admin's own English (ra-language-english); see nl.ts. */
import englishMessages from 'ra-language-english'
import { mergeTranslations } from 'react-admin'
import en from '../en'
import { foldersOf, type Messages } from '../compose'

export default mergeTranslations(englishMessages, en)

/** This language's folder texts, loaded with their pages (see nl.ts). */
export const folders = foldersOf({
  ...import.meta.glob<Messages>('../../resources/*/messages.en.ts', { import: 'default' }),
  ...import.meta.glob<Messages>('../../pages/*/messages.en.ts', { import: 'default' }),
})
