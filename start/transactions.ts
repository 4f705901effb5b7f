/* Every Lucid transaction reports a failed BEGIN or COMMIT as that failure (api/services/server/transaction_outcome.ts). */
import { installTransactionOutcome } from '#services/server/transaction_outcome'

installTransactionOutcome()
