import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import { WebhookDeliveries } from './WebhookDeliveries'
import { WebhookInputs } from './WebhookInputs'
import { T, type WebhookEndpointRecord } from './types'

function WebhookToolbar() {
  const record = useRecordContext<WebhookEndpointRecord>()
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <SaveButton />
      {record && (
        <DeleteButton mutationMode="pessimistic" confirmTitle={`${T}.delete_title`} confirmContent={`${T}.delete_text`} redirect="list" />
      )}
    </Toolbar>
  )
}

/** The endpoint's form (URL, events, switched on) with its delivery log below. */
export function WebhookEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<WebhookToolbar />}>
        <WebhookInputs edit />
      </SimpleForm>
      <WebhookDeliveries />
    </Edit>
  )
}
