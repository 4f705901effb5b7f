/* The status line as sent on the wire (Playwright's responses do not show the reason phrase). */
import { get } from 'node:http'

export function statusLine(url: string): Promise<{ status: number; reason: string }> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, reason: res.statusMessage ?? '' })
    }).on('error', reject)
  })
}
