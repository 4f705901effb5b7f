import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin'
import { TeamMemberInputs } from './TeamMemberInputs'
import { useTeam } from './teamKind'

export function TeamMemberCreate() {
  const { resource, texts, defaultRole } = useTeam()
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create
      mutationOptions={{
        onSuccess: () => {
          notify(`${texts}.created`, { type: 'success' })
          redirect('list', resource)
        },
      }}
    >
      <SimpleForm defaultValues={{ role: defaultRole }}>
        <TeamMemberInputs mode="create" />
      </SimpleForm>
    </Create>
  )
}
