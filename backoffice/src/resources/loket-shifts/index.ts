import { lazy } from 'react'
import PointOfSaleIcon from '@mui/icons-material/PointOfSale'
import type { BackofficeResource } from '../types'
import type { LoketShiftRecord } from '#domain/loket_shift'

/**
 * Cash shifts at the loket: the list of shifts with their difference, and each shift's numbered report
 * (printable). Sellers see their own, the organizer's team every seller's (the access table 'loket-shifts').
 * Opening and closing happen on the loket dashboard (ShiftPanel.tsx, shown by the /loket-dashboard page).
 */
// The path is written here, not imported from api.ts: this file is on every first load and api.ts would come with it.
const SHIFTS_PATH = '/api/loket/shifts'

const loketShifts: BackofficeResource = {
  name: 'loket-shifts',
  list: lazy(() => import('./LoketShiftList').then((module) => ({ default: module.LoketShiftList }))),
  // 'create' is the seller's own shift: open with a float, running totals, close with the count (ShiftPanel).
  create: lazy(() => import('./ShiftPage').then((module) => ({ default: module.ShiftPage }))),
  show: lazy(() => import('./LoketShiftShow').then((module) => ({ default: module.LoketShiftShow }))),
  icon: PointOfSaleIcon,
  recordRepresentation: (record) => {
    const shift = record as LoketShiftRecord
    return shift.reportNumber ? `#${shift.reportNumber} ${shift.sellerName}` : shift.sellerName
  },
  endpoints: { list: () => SHIFTS_PATH, one: (id) => `${SHIFTS_PATH}/${encodeURIComponent(String(id))}` },
}

export default loketShifts
