import type { HttpContext } from '@adonisjs/core/http'

/** `{ success: true, data: [...] }` around an already serialised JSON array, sent as is. */
export function sendJsonList(response: HttpContext['response'], dataJson: string) {
  response.header('Content-Type', 'application/json; charset=utf-8')
  response.send(`{"success":true,"data":${dataJson}}`)
}
