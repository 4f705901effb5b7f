import { lazy } from 'react'
import HandshakeIcon from '@mui/icons-material/Handshake'
import type { BackofficeResource } from '../types'
import { partnershipsPath, type Partnership } from './partnership'

/**
 * An agent's partnerships (and their request to a new organizer); an organizer's requests and
 * partnerships with approve / reject / terminate / change terms. Who may do what: the access table.
 */
const agentPartnerships: BackofficeResource = {
  name: 'agent-partnerships',
  list: lazy(() => import('./PartnershipList').then((module) => ({ default: module.PartnershipList }))),
  create: lazy(() => import('./PartnershipCreate').then((module) => ({ default: module.PartnershipCreate }))),
  icon: HandshakeIcon,
  recordRepresentation: (record) => {
    const partnership = record as Partnership
    return `${partnership.agentName} · ${partnership.organizerName}`
  },
  endpoints: {
    list: partnershipsPath,
    create: () => '/api/agent-partnerships',
    update: (id) => `/api/agent-partnerships/${encodeURIComponent(String(id))}`,
  },
}

export default agentPartnerships
