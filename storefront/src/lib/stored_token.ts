/*
 * The signed-in visitor's token as the browser keeps it (domain/session.ts), for the small scripts of My tickets that
 * call the API themselves (sending again, passing a ticket on, cancelling an order); null when there is none or
 * storage is off.
 */
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY, pickToken } from '#domain/session'

export function storedToken(): string | null {
  try {
    return pickToken(localStorage.getItem(TOKEN_STORAGE_KEY), localStorage.getItem(USER_STORAGE_KEY))
  } catch {
    return null
  }
}
