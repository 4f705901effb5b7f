import type { HttpContext } from '@adonisjs/core/http'
import { ticketsPdf } from '#services/tickets/ticket_pdf'
import { getPlatformSettings } from '#services/platform_settings_service'
import type { TicketDetails } from '#services/tickets/ticket_details'

/** An order's tickets as one PDF download (one page per ticket), never cached, indexed or passed on as referrer. */
export async function sendTicketsPdf(response: HttpContext['response'], tickets: TicketDetails[]) {
  response.header('Cache-Control', 'no-store')
  response.header('X-Robots-Tag', 'noindex')
  response.header('Referrer-Policy', 'no-referrer')
  const pdf = await ticketsPdf(tickets, { siteName: (await getPlatformSettings()).websiteName })
  response.header('Content-Type', 'application/pdf')
  response.header('Content-Disposition', `attachment; filename="tickets-${tickets[0].orderNumber}.pdf"`)
  return response.send(pdf)
}
