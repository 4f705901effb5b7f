import { Create, SimpleForm } from 'react-admin'
import { VenueFacilityInputs } from './VenueFacilityInputs'

export function VenueFacilityCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ iconName: 'check', colorCode: '#1B7A43', backgroundColor: '#E7F3EC', isActive: true }}>
        <VenueFacilityInputs />
      </SimpleForm>
    </Create>
  )
}
