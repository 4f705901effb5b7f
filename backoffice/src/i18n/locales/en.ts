/* The English core dictionary, one chunk: ours over react-admin's own English (ra-language-english); see nl.ts. */
import englishMessages from 'ra-language-english'
import { mergeTranslations } from 'react-admin'
import en from '../en'

export default mergeTranslations(englishMessages, en)
