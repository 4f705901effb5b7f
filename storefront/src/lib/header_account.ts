/*
 * A sign-in without a page load (registering, the login dialog) shows the account menu in the server-rendered
 * header at once, instead of 'Inloggen' / 'Registreren' until the next page. The header renders
 * the menu's markup in a <template> (so it carries the header's scoped styles); this fills in the name, the
 * initials, the role and the dashboard link and puts it in place of the two buttons.
 */
import type { AuthUser } from '#domain/auth_types'
import { dashboardPath, isUserRole } from '#domain/access'
import { ROLE_DISPLAY_NAMES } from './role_names'
import { hintDisplayName, initialsOf } from './session_hint'

export function showAccountInHeader(user: Pick<AuthUser, 'firstName' | 'lastName' | 'role'>) {
  const roleName = isUserRole(user.role) ? ROLE_DISPLAY_NAMES[user.role] : ''
  const name = hintDisplayName({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', role: user.role }) || roleName || user.role
  for (const signedOut of document.querySelectorAll<HTMLElement>('[data-signed-out]')) {
    const template = signedOut.querySelector<HTMLTemplateElement>('template[data-account-template]')
    if (!template) continue
    const menu = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined
    if (!menu) continue
    const slot = (key: string) => menu.querySelector<HTMLElement>(`[data-slot="${key}"]`)
    slot('initials')!.textContent = initialsOf(name)
    slot('name')!.textContent = name
    const role = slot('role')!
    if (roleName) role.textContent = roleName
    else role.remove()
    slot('dashboard')!.setAttribute('href', dashboardPath(user.role))
    const toggle = menu.querySelector<HTMLElement>('summary')!
    toggle.setAttribute('aria-label', (toggle.dataset.label ?? '{name}').replace('{name}', name))
    signedOut.replaceWith(menu)
  }
}
