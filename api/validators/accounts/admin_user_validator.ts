import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { MESSAGES, e164, email } from '#validators/accounts/auth_validator'
import { adminListValidator } from '#validators/admin_list_validator'
import { entityId } from '#validators/entity_id'
import { USER_SORTS } from '#services/accounts/admin_users_service'
import type { AssignableRole } from '#domain/user_admin_rules'
import { ADMIN_USER_MESSAGES } from '#exceptions/domain_texts'
import { USER_ROLES, normalizeRole } from '#domain/access'

/* The admin's users endpoints: the list's query and filter, an edit, a deactivation, the badge, a new admin. */

const FIELD_MESSAGES = new SimpleMessagesProvider({
  ...MESSAGES,
  'role.enum': ADMIN_USER_MESSAGES.role,
  'role.required': ADMIN_USER_MESSAGES.role,
  'isVerified.required': 'Kies of de organisator geverifieerd is',
  'reason.maxLength': 'De reden is hoogstens {{ max }} tekens',
})

const name = () => vine.string().trim().minLength(1).maxLength(100)
/** 'Manager' is read as 'manager' (domain/access.ts), so either spelling is one choice. */
const role = () => vine.enum(USER_ROLES).transform((value) => normalizeRole(value) as AssignableRole)

export const userListValidator = adminListValidator(USER_SORTS)

export const userFilterValidator = vine.create(
  vine.object({
    q: vine.string().trim().maxLength(100).optional(),
    role: role().optional(),
    status: vine.enum(['active', 'deactivated'] as const).optional(),
    id: vine.array(entityId()).maxLength(100).optional(),
  })
)
userFilterValidator.messagesProvider = FIELD_MESSAGES

/** PUT /api/admin/users/{id}: only the fields sent change. E-mail changes go through the person's own verified flow. */
export const updateUserValidator = vine.create(
  vine.object({
    firstName: name().optional(),
    lastName: name().optional(),
    phone: e164().nullable().optional(),
    organizationName: vine.string().trim().minLength(1).maxLength(200).nullable().optional(),
    role: role().optional(),
    isSubAdmin: vine.boolean().optional(),
    employerId: entityId().nullable().optional(),
  })
)
updateUserValidator.messagesProvider = FIELD_MESSAGES

export const deactivateUserValidator = vine.create(vine.object({ reason: vine.string().trim().maxLength(500).optional() }))
deactivateUserValidator.messagesProvider = FIELD_MESSAGES

export const verifyUserValidator = vine.create(vine.object({ isVerified: vine.boolean() }))
verifyUserValidator.messagesProvider = FIELD_MESSAGES

export const createAdminValidator = vine.create(
  vine.object({ email: email(), firstName: name(), lastName: name(), isSubAdmin: vine.boolean().optional() })
)
createAdminValidator.messagesProvider = FIELD_MESSAGES
