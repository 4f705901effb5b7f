import { lazy } from 'react'
import RateReviewIcon from '@mui/icons-material/RateReview'
import type { BackofficeResource } from '../types'

/** Reviews waiting for an admin (approve, reject, hide with a reason). */
const reviewModeration: BackofficeResource = {
  name: 'review-moderation',
  list: lazy(() => import('./ReviewModerationList').then((module) => ({ default: module.ReviewModerationList }))),
  icon: RateReviewIcon,
  recordRepresentation: 'targetName',
}

export default reviewModeration
