import { Chip } from '@mui/material'
import { DataTable, SimpleList, useRecordContext, useTranslate } from 'react-admin'
import { ActiveChip, ResponsiveList, fadeInactive, useRowClick } from '../../list/ListParts'
import { T, type WebhookEndpointRecord } from './types'

const Column = DataTable.Col<WebhookEndpointRecord>

function EventsField() {
  const record = useRecordContext<WebhookEndpointRecord>()
  if (!record) return null
  return <>{record.events.join(', ')}</>
}

/** Switched off by the platform after failures: said in words, not only greyed out. */
function StateField() {
  const translate = useTranslate()
  const record = useRecordContext<WebhookEndpointRecord>()
  if (!record) return null
  if (record.disabledReason === 'failing')
    return <Chip size="small" color="error" variant="outlined" label={translate(`${T}.switched_off_failing`)} />
  return <ActiveChip prefix={T} record={record} />
}

/** The organizer's endpoints (an admin's: every organizer's); a click opens the form with its delivery log. */
export function WebhookList() {
  const rowClick = useRowClick('webhooks', 'edit')
  return (
    <ResponsiveList<WebhookEndpointRecord>
      resource="webhooks"
      sort={{ field: 'id', order: 'ASC' }}
      phone={
        <SimpleList<WebhookEndpointRecord>
          primaryText={(record) => record.url}
          secondaryText={(record) => record.events.join(', ')}
          tertiaryText={(record) => <StateField key={record.id} />}
          rowClick={rowClick}
          rowSx={fadeInactive}
        />
      }
      desktop={
        <DataTable<WebhookEndpointRecord> rowClick={rowClick} bulkActionButtons={false} rowSx={fadeInactive}>
          <Column source="url" />
          <Column source="events" disableSort field={EventsField} />
          <Column source="isActive" disableSort field={StateField} />
        </DataTable>
      }
    />
  )
}
