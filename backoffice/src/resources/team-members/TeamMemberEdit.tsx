import { Box } from '@mui/material'
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import { ActiveToggleButton } from './ActiveToggleButton'
import { TeamMemberInputs } from './TeamMemberInputs'
import { memberName, type TeamMember } from './teamMember'

function EditToolbar() {
  return (
    <Toolbar>
      <SaveButton />
      <Box sx={{ flex: 1 }} />
      <ActiveToggleButton />
    </Toolbar>
  )
}

function EditTitle() {
  const record = useRecordContext<TeamMember>()
  return <span>{memberName(record)}</span>
}

/** Only what may change is sent: name, phone, role and loket permissions. */
function changes(record: Partial<TeamMember>) {
  const { firstName, lastName, phone, role, loketPermissions } = record
  return { firstName, lastName, phone: phone || null, role, loketPermissions: role === 'loket_medewerker' ? loketPermissions : null }
}

export function TeamMemberEdit() {
  return (
    <Edit<TeamMember> mutationMode="pessimistic" transform={changes} title={<EditTitle />} redirect="list">
      <SimpleForm toolbar={<EditToolbar />}>
        <TeamMemberInputs mode="edit" />
      </SimpleForm>
    </Edit>
  )
}
