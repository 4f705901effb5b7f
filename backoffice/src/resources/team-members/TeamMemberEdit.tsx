import { Box } from '@mui/material'
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin'
import { ActiveToggleButton } from './ActiveToggleButton'
import { TeamMemberInputs } from './TeamMemberInputs'
import { memberName, type TeamMember } from './teamMember'
import { useTeam } from './teamKind'

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

/** Only what may change is sent (the team's `changes`: name, phone, role and the role's grants). */
export function TeamMemberEdit() {
  const { changes } = useTeam()
  return (
    <Edit<TeamMember> mutationMode="pessimistic" transform={changes} title={<EditTitle />} redirect="list">
      <SimpleForm toolbar={<EditToolbar />}>
        <TeamMemberInputs mode="edit" />
      </SimpleForm>
    </Edit>
  )
}
