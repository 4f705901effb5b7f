import { Create, SimpleForm } from 'react-admin'
import { EventCategoryInputs } from './EventCategoryInputs'

export function EventCategoryCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ colorCode: '#6B7280', isActive: true, translations: {} }}>
        <EventCategoryInputs />
      </SimpleForm>
    </Create>
  )
}
