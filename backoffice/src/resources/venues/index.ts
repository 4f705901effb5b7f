import { lazy } from 'react'
import StoreMallDirectoryIcon from '@mui/icons-material/StoreMallDirectory'
import type { BackofficeResource } from '../types'
import { venueEndpoints } from './api'

/**
 * Venues, one resource for both roles: admins get every venue with the approval queue
 * (#/venues?filter={"status":"pending"}) and its actions; venue operators their own venues to register and edit.
 */
const venues: BackofficeResource = {
  name: 'venues',
  list: lazy(() => import('./VenueList').then((module) => ({ default: module.VenueList }))),
  edit: lazy(() => import('./VenueEdit').then((module) => ({ default: module.VenueEdit }))),
  create: lazy(() => import('./VenueCreate').then((module) => ({ default: module.VenueCreate }))),
  icon: StoreMallDirectoryIcon,
  recordRepresentation: 'name',
  endpoints: venueEndpoints,
}

export default venues
