/* The German core dictionary, one chunk (i18nProvider.ts), key for key as nl.ts: react-admin's texts, ours and the menu's names. */
import de from '../de.js'

export default de
