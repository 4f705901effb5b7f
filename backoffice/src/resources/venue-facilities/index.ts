import { lazy } from 'react'
import ChecklistIcon from '@mui/icons-material/Checklist'
import type { BackofficeResource } from '../types'

/** Venue facilities for admins and sub-admins (GET/POST /api/admin/venue-facilities, GET/PUT …/:id). */
const venueFacilities: BackofficeResource = {
  name: 'venue-facilities',
  list: lazy(() => import('./VenueFacilityList').then((module) => ({ default: module.VenueFacilityList }))),
  create: lazy(() => import('./VenueFacilityCreate').then((module) => ({ default: module.VenueFacilityCreate }))),
  edit: lazy(() => import('./VenueFacilityEdit').then((module) => ({ default: module.VenueFacilityEdit }))),
  icon: ChecklistIcon,
  recordRepresentation: 'name',
}

export default venueFacilities
