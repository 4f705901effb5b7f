import { lazy } from 'react'
import ReviewsIcon from '@mui/icons-material/Reviews'
import type { BackofficeResource } from '../types'

const one = (id: string | number) => `/api/review-responses/${encodeURIComponent(String(id))}`

/** The reviews about the organizer or venue operator, each answered once. */
const reviewResponses: BackofficeResource = {
  name: 'review-responses',
  list: lazy(() => import('./ReviewResponseList').then((module) => ({ default: module.ReviewResponseList }))),
  icon: ReviewsIcon,
  recordRepresentation: 'targetName',
  endpoints: { list: () => '/api/review-responses', one, update: one },
  alsoMessages: ['resources/review-moderation'],
}

export default reviewResponses
