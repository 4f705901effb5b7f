/* The French core dictionary, one chunk (i18nProvider.ts), key for key as nl.ts: react-admin's texts, ours and the menu's names. */
import fr from '../fr.js'

export default fr
