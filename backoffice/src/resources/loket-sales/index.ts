import StorefrontIcon from '@mui/icons-material/Storefront'
import { counterSalesResource } from './counterSalesResource'

/**
 * Sales at the loket: the counter sales (a cashier their own, the organizer's team every one), each row
 * opening its printable receipt; 'create' is the sale screen beside the cash shift panel. The sale screen's, the
 * receipt's and the list's texts live in this folder, with their code; agent-sales shows the same screens with them.
 */
export default counterSalesResource('loket', { icon: StorefrontIcon })
