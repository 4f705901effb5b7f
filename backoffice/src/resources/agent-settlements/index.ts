import { lazy } from 'react'
import HandshakeIcon from '@mui/icons-material/Handshake'
import type { BackofficeResource } from '../types'

/** What agents collected, earned and owe per organizer; the organizer records payments. */
const agentSettlements: BackofficeResource = {
  name: 'agent-settlements',
  list: lazy(() => import('./SettlementsPage')),
  icon: HandshakeIcon,
  recordRepresentation: 'agentName',
}

export default agentSettlements
