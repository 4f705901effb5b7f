import { lazy } from 'react'
import KeyIcon from '@mui/icons-material/Key'
import type { BackofficeResource } from '../types'

/** 'API-sleutels': the organizer's tokens for /api/v1 (docs/integrations.md): list, make (shown once), revoke. */
const apiTokens: BackofficeResource = {
  name: 'api-tokens',
  list: lazy(() => import('./ApiTokensPage').then((module) => ({ default: module.ApiTokensPage }))),
  icon: KeyIcon,
}

export default apiTokens
