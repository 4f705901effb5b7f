import { lazy } from 'react'
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts'
import type { BackofficeResource } from '../types'

/** Every account: search, detail, role, deactivation, the organizer's badge, new admins. */
const users: BackofficeResource = {
  name: 'users',
  list: lazy(() => import('./UserList').then((module) => ({ default: module.UserList }))),
  show: lazy(() => import('./UserShow').then((module) => ({ default: module.UserShow }))),
  edit: lazy(() => import('./UserEdit').then((module) => ({ default: module.UserEdit }))),
  create: lazy(() => import('./UserCreate').then((module) => ({ default: module.UserCreate }))),
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
}

export default users
