import { createElement, lazy } from 'react'
import StorefrontIcon from '@mui/icons-material/Storefront'
import type { BackofficeResource } from '../types'

/**
 * Sales at the loket (issue 14 §1): the list of counter sales (a cashier their own, the organizer's team every one),
 * each row opening its printable receipt; 'create' is the sale screen with the cash shift panel. The sale screen's
 * and the receipt's texts live in this folder (backoffice/src/sales/ uses them for agents too).
 */
// Paths written here: backoffice/src/sales/saleApi.ts imports the dataProvider, which imports the registry.
const PATH = '/api/loket/sales'

const loketSales: BackofficeResource = {
  name: 'loket-sales',
  list: lazy(() =>
    import('../../sales/SalesList').then((module) => ({ default: () => createElement(module.SalesList, { resource: 'loket-sales' }) }))
  ),
  create: lazy(() =>
    import('../../sales/SalePage').then((module) => ({ default: () => createElement(module.SalePage, { channel: 'loket' }) }))
  ),
  show: lazy(() =>
    import('../../sales/ReceiptPage').then((module) => ({
      default: () => createElement(module.ReceiptPage, { newSaleHref: '#/loket-sales/create' }),
    }))
  ),
  icon: StorefrontIcon,
  recordRepresentation: 'orderNumber',
  endpoints: { list: () => PATH, one: (id) => `${PATH}/${encodeURIComponent(String(id))}/receipt` },
}

export default loketSales
