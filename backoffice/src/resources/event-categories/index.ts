import { lazy } from 'react'
import CategoryIcon from '@mui/icons-material/Category'
import type { BackofficeResource } from '../types'

const eventCategories: BackofficeResource = {
  name: 'event-categories',
  list: lazy(() => import('./EventCategoryList').then((module) => ({ default: module.EventCategoryList }))),
  icon: CategoryIcon,
  recordRepresentation: 'name',
}

export default eventCategories
