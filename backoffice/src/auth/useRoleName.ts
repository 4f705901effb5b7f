import { useTranslate } from 'react-admin'

/** SPEC §6 display name of a role in the chosen language; a role the dictionaries do not name is shown as stored. */
export function useRoleName() {
  const translate = useTranslate()
  return (role: string | null | undefined) => {
    if (!role) return ''
    return translate(`app.roles.${role}`, { _: role })
  }
}
