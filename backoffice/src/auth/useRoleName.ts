import { useTranslate } from 'react-admin'
import { ROLE_DISPLAY_NAMES, isUserRole } from '#domain/access'

/** SPEC §6 display name of a role in the chosen language (Dutch names are domain/access.ts's). */
export function useRoleName() {
  const translate = useTranslate()
  return (role: string | null | undefined) => {
    if (!role) return ''
    return translate(`app.roles.${role}`, { _: isUserRole(role) ? ROLE_DISPLAY_NAMES[role] : role })
  }
}
