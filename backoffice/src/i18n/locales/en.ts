/* The English dictionary, one chunk: ours over react-admin's own English (ra-language-english). */
import englishMessages from 'ra-language-english'
import { mergeTranslations } from 'react-admin'
import { composeMessages } from '../compose'
import en from '../en'

export default mergeTranslations(
  englishMessages,
  composeMessages(
    en,
    import.meta.glob('../../resources/*/messages.en.ts', { eager: true, import: 'default' }),
    import.meta.glob('../../dashboards/*/messages.en.ts', { eager: true, import: 'default' })
  )
)
