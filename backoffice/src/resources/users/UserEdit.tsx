import { Box } from '@mui/material'
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import { AuditHistory } from '../../audit/AuditHistory'
import { UserInputs } from './UserInputs'
import type { AdminUserDetail } from './types'

function EditTitle() {
  const record = useRecordContext<AdminUserDetail>()
  return <span>{record?.name ?? ''}</span>
}

function History() {
  const record = useRecordContext<AdminUserDetail>()
  return record ? (
    <Box sx={{ px: 2, pb: 2 }}>
      <AuditHistory entityType="user" entityId={record.id} />
    </Box>
  ) : null
}

/** Only what PUT /api/admin/users/{id} takes; the employer only for a role that has one. */
function changes(record: Partial<AdminUserDetail> & { employerId?: number | null }) {
  const { firstName, lastName, phone, organizationName, role, isSubAdmin, employerId } = record
  return {
    firstName,
    lastName,
    phone: phone || null,
    ...(organizationName !== undefined && { organizationName: organizationName || null }),
    role,
    ...(role === 'admin' && { isSubAdmin: !!isSubAdmin }),
    ...(employerId && { employerId }),
  }
}

export function UserEdit() {
  return (
    <Edit<AdminUserDetail> mutationMode="pessimistic" transform={changes} title={<EditTitle />} redirect="show">
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <UserInputs mode="edit" />
      </SimpleForm>
      <History />
    </Edit>
  )
}
