import { useGetIdentity } from 'react-admin'
import type { Identity } from './authProvider'

/** The signed-in person as getIdentity gives them (name, initials, e-mail, role). */
export function useSignedInUser(): Identity | undefined {
  const { identity } = useGetIdentity()
  return identity as Identity | undefined
}
