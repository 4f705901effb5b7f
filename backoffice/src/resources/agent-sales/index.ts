import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import { counterSalesResource } from '../loket-sales/counterSalesResource'

/**
 * An agent's counter sales: a cashier their own, the agent and manager every sale of the agent, each
 * row opening its printable receipt; 'create' is the sale screen (the agent dashboard's 'Verkopen'). The screen's
 * texts are the loket's (resources/loket-sales).
 */
export default counterSalesResource('agent', { icon: PointOfSaleIcon, alsoMessages: ['resources/loket-sales'] })
