import { createElement, lazy, type ComponentType } from 'react'
import type { CounterChannel } from '#domain/counter_sale'
import type { BackofficeResource } from '../types'

/*
 * The resource of one counter channel's sales: list = the seller's sales, create = the sale screen,
 * show = the printable receipt (GET /api/{channel}/sales/{orderNumber}/receipt). Views load lazily; this module must
 * not import the dataProvider (it imports the registry, which imports this).
 */
export function counterSalesResource(
  channel: CounterChannel,
  extra: Pick<BackofficeResource, 'icon' | 'alsoMessages'>
): BackofficeResource {
  const name = channel === 'loket' ? 'loket-sales' : 'agent-sales'
  const path = `/api/${channel}/sales`
  const view = <P extends object>(load: () => Promise<ComponentType<P>>, props: P) =>
    lazy(() => load().then((View) => ({ default: () => createElement(View, props) })))
  return {
    name,
    list: view(() => import('./SalesList').then((m) => m.SalesList), { resource: name }),
    create: view(() => import('./SalePage').then((m) => m.SalePage), { channel }),
    show: view(() => import('./ReceiptPage').then((m) => m.ReceiptPage), { newSaleHref: `#/${name}/create` }),
    recordRepresentation: 'orderNumber',
    endpoints: { list: () => path, one: (id) => `${path}/${encodeURIComponent(String(id))}/receipt` },
    ...extra,
  }
}
