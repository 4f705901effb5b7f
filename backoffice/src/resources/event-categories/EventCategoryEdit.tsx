import { EditWithHistory } from '../../audit/EditWithHistory'
import { EventCategoryInputs } from './EventCategoryInputs'

export function EventCategoryEdit() {
  return (
    <EditWithHistory entityType="event_category">
      <EventCategoryInputs />
    </EditWithHistory>
  )
}
