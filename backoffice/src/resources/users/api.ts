/* The admins' actions on one account beyond react-admin's CRUD (POST /api/admin/users/{id}/{action}). */
import { request } from '../../http'
import type { AdminUserDetail } from './types'

export function accountAction(user: AdminUserDetail, action: 'deactivate' | 'reactivate' | 'verify', body: object = {}) {
  return request(`/api/admin/users/${user.id}/${action}`, { method: 'POST', body: JSON.stringify(body) })
}
