import type { HttpContext } from '@adonisjs/core/http'
import { ticketsPdf } from '#services/tickets/ticket_pdf'
import { getPlatformSettings } from '#services/platform/platform_settings_service'
import type { TicketDetails } from '#services/tickets/ticket_details'

/** Answers that carry tickets or the key to them (errors included): nothing may cache, index or pass them on. */
export function privateAnswer(response: HttpContext['response']) {
  response.header('Cache-Control', 'no-store')
  response.header('X-Robots-Tag', 'noindex')
  response.header('Referrer-Policy', 'no-referrer')
}

/** An order's tickets as one PDF download, one page per ticket. */
export async function sendTicketsPdf(response: HttpContext['response'], tickets: TicketDetails[]) {
  privateAnswer(response)
  const pdf = await ticketsPdf(tickets, { siteName: (await getPlatformSettings()).websiteName })
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `attachment; filename="tickets-${tickets[0].orderNumber}.pdf"`)
  return response.send(pdf)
}
