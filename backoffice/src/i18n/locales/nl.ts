/*
 * The Dutch dictionary, one chunk: only the chosen language is downloaded (i18nProvider.ts). i18n/nl.ts
 * translates every react-admin key itself (tests/unit/backoffice_messages.spec.ts), so no English underneath.
 */
import { composeMessages } from '../compose'
import nl from '../nl'

export default composeMessages(
  nl,
  import.meta.glob('../../resources/*/messages.nl.ts', { eager: true, import: 'default' }),
  import.meta.glob('../../dashboards/*/messages.nl.ts', { eager: true, import: 'default' })
)
