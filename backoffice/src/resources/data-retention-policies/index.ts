import { lazy } from 'react'
import TuneIcon from '@mui/icons-material/Tune'
import type { BackofficeResource } from '../types'

/** Bewaartermijnen: how long each kind of data is kept, and the retention job's reports (full admins). */
const dataRetentionPolicies: BackofficeResource = {
  name: 'data-retention-policies',
  list: lazy(() => import('./RetentionPolicyList').then((module) => ({ default: module.RetentionPolicyList }))),
  edit: lazy(() => import('./RetentionPolicyEdit').then((module) => ({ default: module.RetentionPolicyEdit }))),
  icon: TuneIcon,
  recordRepresentation: 'entityType',
}

export default dataRetentionPolicies
