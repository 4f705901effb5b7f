/** The key prefix of this folder's texts (messages.nl.ts). */
export const T = 'app.pages.ticket-validation'
