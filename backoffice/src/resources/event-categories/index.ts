import { lazy } from 'react'
import CategoryIcon from '@mui/icons-material/Category'
import type { BackofficeResource } from '../types'

/** Event categories for admins and sub-admins (GET/POST /api/admin/event-categories, GET/PUT …/:id). */
const eventCategories: BackofficeResource = {
  name: 'event-categories',
  list: lazy(() => import('./EventCategoryList').then((module) => ({ default: module.EventCategoryList }))),
  create: lazy(() => import('./EventCategoryCreate').then((module) => ({ default: module.EventCategoryCreate }))),
  edit: lazy(() => import('./EventCategoryEdit').then((module) => ({ default: module.EventCategoryEdit }))),
  icon: CategoryIcon,
  recordRepresentation: 'name',
}

export default eventCategories
