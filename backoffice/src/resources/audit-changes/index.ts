import { lazy } from 'react'
import HistoryIcon from '@mui/icons-material/History'
import type { BackofficeResource } from '../types'

/** The platform's audit log: every change an admin or the system made, who, when, which record, old → new. */
const auditChanges: BackofficeResource = {
  name: 'audit-changes',
  list: lazy(() => import('./AuditChangeList').then((module) => ({ default: module.AuditChangeList }))),
  icon: HistoryIcon,
  recordRepresentation: 'id',
}

export default auditChanges
