/*
 * A file the API streams (CSV, PDF), fetched with the bearer token and saved from a blob: a plain link would carry
 * no token. The server's file name wins over the fallback.
 */
import { currentToken, authorizationHeader } from './auth/browserSession'

function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')
  return match?.[1] ?? fallback
}

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = currentToken()
  const response = await fetch(path, {
    credentials: 'include',
    headers: token ? authorizationHeader(token) : {},
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string }
    throw new Error(body.message || response.statusText)
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response, fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the blob over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
