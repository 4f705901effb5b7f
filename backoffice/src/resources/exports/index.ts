import { lazy } from 'react'
import type { BackofficeResource } from '../types'

/**
 * 'Exports': run a template (BTW per month, sales per organizer, attendees of an event, agent commissions) as CSV or
 * XLSX and download the runs. No icon of its own: the menu's default one is already loaded.
 */
const exportsResource: BackofficeResource = {
  name: 'exports',
  list: lazy(() => import('./ExportsPage')),
}

export default exportsResource
