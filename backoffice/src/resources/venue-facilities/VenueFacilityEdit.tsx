import { EditWithHistory } from '../../audit/EditWithHistory'
import { VenueFacilityInputs } from './VenueFacilityInputs'

export function VenueFacilityEdit() {
  return (
    <EditWithHistory entityType="venue_facility">
      <VenueFacilityInputs />
    </EditWithHistory>
  )
}
