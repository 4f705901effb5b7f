/*
 * Admin accounts made from the command line (`node ace admin:create`): a production database starts with
 * no accounts at all (no demo data, so no known password), and this is how its first admin is made.
 */
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { adminAccountValidator } from '#validators/accounts/auth_validator'
import { fieldError, findByEmail, isUniqueViolation } from '#services/accounts/auth_service'
import { hashPassword } from '#services/accounts/passwords'
import { recordChange } from '#services/audit/audit_service'

export interface AdminAccountInput {
  email: string
  password: string
  firstName: string
  lastName: string
}

/** Whether any active admin can sign in; when not, the start-up prints how to make one. */
export async function hasActiveAdmin(): Promise<boolean> {
  const admin = await db.from('users').where('role', 'admin').whereNull('deactivated_at').select('id').first()
  return Boolean(admin)
}

/** Validates (SPEC's creation rules: password ≥ 8) and creates a verified admin; a taken e-mail is a 422. */
export async function createAdminAccount(input: AdminAccountInput): Promise<User> {
  const { email, password, firstName, lastName } = await adminAccountValidator.validate(input)
  if (await findByEmail(email)) throw fieldError('email', 'EMAIL_ALREADY_REGISTERED')
  try {
    const passwordHash = await hashPassword(password)
    return await db.transaction(async (trx) => {
      const admin = await User.create(
        {
          email,
          password: passwordHash,
          role: 'admin',
          firstName,
          lastName,
          registrationMethod: 'email',
          isVerified: true,
          isEmailVerified: true,
          isPhoneVerified: false,
        },
        { client: trx }
      )
      // Made from the server's command line: no person acted (actor null, 'the system').
      await recordChange(trx, {
        actorId: null,
        entityType: 'user',
        entityId: admin.id,
        action: 'create',
        after: { role: 'admin', isSubAdmin: false },
      })
      return admin
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'EMAIL_ALREADY_REGISTERED')
    throw error
  }
}
