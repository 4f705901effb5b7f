import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin'
import { UserInputs } from './UserInputs'

/** A new admin or sub-admin (full admins only), invited by e-mail to choose a password. */
export function UserCreate() {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <Create
      title="resources.users.create.title"
      mutationOptions={{
        onSuccess: (data: { id: number }) => {
          notify('resources.users.create.created', { type: 'success' })
          redirect('show', 'users', data.id)
        },
      }}
    >
      <SimpleForm>
        <UserInputs mode="create" />
      </SimpleForm>
    </Create>
  )
}
