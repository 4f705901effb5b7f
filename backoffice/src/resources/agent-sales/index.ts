import { createElement, lazy } from 'react'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import type { BackofficeResource } from '../types'

/**
 * An agent's counter sales (issue 14 §3): the list (a cashier their own, the agent and manager every sale of the
 * agent), each row opening its printable receipt; 'create' is the sale screen (the agent dashboard's 'Verkopen').
 * The screen's texts are the loket's (resources/loket-sales).
 */
const PATH = '/api/agent/sales'

const agentSales: BackofficeResource = {
  name: 'agent-sales',
  list: lazy(() =>
    import('../../sales/SalesList').then((module) => ({ default: () => createElement(module.SalesList, { resource: 'agent-sales' }) }))
  ),
  create: lazy(() =>
    import('../../sales/SalePage').then((module) => ({ default: () => createElement(module.SalePage, { channel: 'agent' }) }))
  ),
  show: lazy(() =>
    import('../../sales/ReceiptPage').then((module) => ({
      default: () => createElement(module.ReceiptPage, { newSaleHref: '#/agent-sales/create' }),
    }))
  ),
  icon: PointOfSaleIcon,
  recordRepresentation: 'orderNumber',
  endpoints: { list: () => PATH, one: (id) => `${PATH}/${encodeURIComponent(String(id))}/receipt` },
  alsoMessages: ['resources/loket-sales'],
}

export default agentSales
