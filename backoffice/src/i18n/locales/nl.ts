/*
 * The Dutch core dictionary, one chunk (i18nProvider.ts): react-admin's texts (i18n/nl.ts translates every one
 * itself, tests/unit/backoffice/backoffice_messages.spec.ts, so no English underneath), ours and the menu's names. Each
 * folder's own texts (resources/<name>/messages.nl.ts, pages/<route>/messages.nl.ts) load with its pages.
 */
import nl from '../nl'

export default nl
