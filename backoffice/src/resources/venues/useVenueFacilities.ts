import { useEffect, useState } from 'react'
import type { VenueFacility } from '#domain/catalogue_types'
import { venueFacilities } from './api'

export type FacilitiesState = { state: 'loading' } | { state: 'ready'; value: VenueFacility[] } | { state: 'failed' }

/** The facilities a venue can have (GET /api/venue-facilities), loaded once per form. */
export function useVenueFacilities(): FacilitiesState {
  const [facilities, setFacilities] = useState<FacilitiesState>({ state: 'loading' })
  useEffect(() => {
    let current = true
    venueFacilities()
      .then((value) => current && setFacilities({ state: 'ready', value }))
      .catch(() => current && setFacilities({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [])
  return facilities
}
