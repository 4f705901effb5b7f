import type { HttpContext } from '@adonisjs/core/http'
import { invoiceRequestValidator } from '#validators/orders/order_validator'
import { readableInvoice } from '#services/orders/invoice_service'
import { invoicePdf } from '#services/orders/invoice_pdf'
import { optionalViewer } from '#middleware/route_access_middleware'
import { privateAnswer } from '#http/tickets_pdf_response'
import { invoiceNumberLabel } from '#domain/invoices'

/** The seller's invoice of an order, for the holder of its status key, its buyer, its organizer's staff or an admin. */
export default class OrderInvoicesController {
  /** GET /api/orders/{orderNumber}/invoice.pdf?key= */
  async show(ctx: HttpContext) {
    privateAnswer(ctx.response)
    const { orderNumber, key } = await invoiceRequestValidator.validate({
      orderNumber: ctx.params.orderNumber,
      key: ctx.request.input('key'),
    })
    const invoice = await readableInvoice(orderNumber, key, await optionalViewer(ctx))
    ctx.response.header('Content-Type', 'application/pdf')
    ctx.response.header('Content-Disposition', `inline; filename="factuur-${invoiceNumberLabel(invoice.number)}-${orderNumber}.pdf"`)
    return ctx.response.send(await invoicePdf(invoice))
  }
}
