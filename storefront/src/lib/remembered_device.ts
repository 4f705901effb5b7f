/*
 * 'Dit apparaat 30 dagen onthouden' (docs/accounts.md#two-factor-sign-in): the API's remembered-device token per
 * account identifier (e-mail or phone), kept in this browser's localStorage and sent with the next sign-in of that
 * account to skip the two-factor code. The API decides whether it still works.
 */
const STORAGE_KEY = 'two_factor_devices'

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

export function rememberedDeviceToken(identifier: string): string | undefined {
  const token = read()[identifier.trim().toLowerCase()]
  return typeof token === 'string' ? token : undefined
}

export function storeRememberedDevice(identifier: string, token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...read(), [identifier.trim().toLowerCase()]: token }))
  } catch {
    // A browser without storage asks for the code next time.
  }
}
