/*
 * The edit page of an audited record: the form, and under it the record's history, reloaded after
 * each save. The page stays after saving so the new line of the history shows.
 */
import { useState, type ReactElement, type ReactNode } from 'react'
import { Box } from '@mui/material'
import { Edit, SimpleForm, useGetRecordId, useNotify } from 'react-admin'
import { AuditHistory } from './AuditHistory'

export interface EditWithHistoryProps {
  /** As the API names it (audit_changes.entity_type), e.g. 'event_category'. */
  entityType: string
  title?: ReactElement
  children: ReactNode
}

export function EditWithHistory({ entityType, title, children }: EditWithHistoryProps) {
  const id = Number(useGetRecordId())
  const notify = useNotify()
  const [version, setVersion] = useState(0)
  return (
    <Box sx={{ pb: 3 }}>
      <Edit
        mutationMode="pessimistic"
        redirect={false}
        title={title}
        mutationOptions={{
          onSuccess: () => {
            notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } })
            setVersion((count) => count + 1)
          },
        }}
      >
        <SimpleForm>{children}</SimpleForm>
      </Edit>
      <Box sx={{ px: { xs: 1, sm: 0 }, maxWidth: 720 }}>
        <AuditHistory entityType={entityType} entityId={id} version={version} />
      </Box>
    </Box>
  )
}
