/** The prefix of this folder's texts (messages.nl.ts / messages.en.ts, picked up by folder name). */
export const T = 'app.pages.platform-settings'
