import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin'
import { TeamMemberInputs } from './TeamMemberInputs'

export function TeamMemberCreate() {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create
      mutationOptions={{
        onSuccess: () => {
          notify('resources.team-members.created', { type: 'success' })
          redirect('list', 'team-members')
        },
      }}
    >
      <SimpleForm defaultValues={{ role: 'scanner' }}>
        <TeamMemberInputs mode="create" />
      </SimpleForm>
    </Create>
  )
}
