/* The Spanish core dictionary, one chunk: react-admin's texts and ours, every key of the Dutch core (see nl.ts). */
import es from '../es'
import { foldersOf, type Messages } from '../compose'

export default es

/** This language's folder texts, loaded with their pages (see nl.ts). */
export const folders = foldersOf({
  ...import.meta.glob<Messages>('../../resources/*/messages.es.ts', { import: 'default' }),
  ...import.meta.glob<Messages>('../../pages/*/messages.es.ts', { import: 'default' }),
})
