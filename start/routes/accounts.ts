/* Accounts (SPEC §7 "Auth"): signing up and in, recovery, the account settings behind /account-settings, and the admins' accounts list. */
import router from '@adonisjs/core/services/router'
import { WHY } from '#http/route_access'

const AuthController = () => import('#controllers/accounts/auth_controller')
const AccountController = () => import('#controllers/accounts/account_controller')
const AdminUsersController = () => import('#controllers/accounts/admin_users_controller')
const AccountActivityController = () => import('#controllers/accounts/account_activity_controller')
const TwoFactorController = () => import('#controllers/accounts/two_factor_controller')
const SessionsController = () => import('#controllers/accounts/sessions_controller')

router.post('/api/auth/register', [AuthController, 'register']).access('public', WHY.signIn)
router.post('/api/auth/login', [AuthController, 'login']).access('public', WHY.signIn)
router.post('/api/auth/login-user', [AuthController, 'login']).as('auth.login_user').access('public', WHY.signIn)
router.post('/api/auth/login-whatsapp', [AuthController, 'loginWhatsapp']).access('public', WHY.signIn)
router.post('/api/auth/verify-email', [AuthController, 'verifyEmail']).access('public', 'the e-mailed link’s token is the key')
router.post('/api/auth/send-phone-code', [AuthController, 'sendPhoneCode']).access('public', WHY.signIn)
router.post('/api/auth/verify-whatsapp', [AuthController, 'verifyWhatsapp']).access('public', WHY.signIn)
router
  .post('/api/auth/email-check', [AuthController, 'emailCheck'])
  .access('public', 'the checkout’s “already registered” hint (SPEC §5), rate limited')
router.post('/api/auth/forgot-password', [AuthController, 'forgotPassword']).access('public', WHY.signIn)
router.post('/api/auth/reset-password', [AuthController, 'resetPassword']).access('public', 'the e-mailed link’s token is the key')
router
  .get('/api/auth/validate-status', [AuthController, 'validateStatus'])
  .access('signedIn', 'the browser re-checks its own session (SPEC §9)')
  .duringTwoFactorSetup()
router.post('/api/auth/logout', [AuthController, 'logout']).access('signedIn', 'revokes the caller’s own session').duringTwoFactorSetup()
router
  .get('/api/auth/two-factor', [TwoFactorController, 'status'])
  .access('signedIn', 'whether the caller’s own two-factor sign-in is on, and required')
  .duringTwoFactorSetup()
router
  .post('/api/auth/two-factor/setup', [TwoFactorController, 'setup'])
  .access('signedIn', 'a new TOTP secret for the caller’s own account, pending until confirmed')
  .duringTwoFactorSetup()
router
  .post('/api/auth/two-factor/enable', [TwoFactorController, 'enable'])
  .access('signedIn', 'switches the caller’s own two-factor on with a code; answers the recovery codes once')
  .duringTwoFactorSetup()
router
  .post('/api/auth/two-factor/disable', [TwoFactorController, 'disable'])
  .access('signedIn', 'switches the caller’s own two-factor off with password and code')
router
  .get('/api/auth/sessions', [SessionsController, 'index'])
  .access('signedIn', 'the caller’s own signed-in sessions (device, last seen, network prefix)')
router
  .delete('/api/auth/sessions/:id', [SessionsController, 'destroy'])
  .access('signedIn', 'ends one of the caller’s own sessions; anyone else’s is a 404')
router
  .post('/api/auth/sessions/sign-out-everywhere', [SessionsController, 'signOutEverywhere'])
  .access('signedIn', 'ends every other session of the caller and forgets their remembered devices')
router.post('/api/auth/resend-verification-email', [AuthController, 'resendVerificationEmail']).access('signedIn', WHY.ownAccount)
router.get('/api/users/me/profile', [AccountController, 'profile']).access('signedIn', WHY.ownAccount).duringTwoFactorSetup()
router.put('/api/users/me/profile', [AccountController, 'updateProfile']).access('signedIn', WHY.ownAccount)
router.put('/api/users/me/password', [AccountController, 'changePassword']).access('signedIn', WHY.ownAccount)
router.get('/api/users/me/email-change', [AccountController, 'emailChange']).access('signedIn', WHY.ownAccount)
router.post('/api/users/me/email-change', [AccountController, 'startEmailChange']).access('signedIn', WHY.ownAccount)
router.post('/api/users/me/email-change/verify', [AccountController, 'verifyEmailChange']).access('signedIn', WHY.ownAccount)
router.delete('/api/users/me/email-change', [AccountController, 'cancelEmailChange']).access('signedIn', WHY.ownAccount)
router.get('/api/users/me/phone-change', [AccountController, 'phoneChange']).access('signedIn', WHY.ownAccount)
router.post('/api/users/me/phone-change', [AccountController, 'startPhoneChange']).access('signedIn', WHY.ownAccount)
router.post('/api/users/me/phone-change/verify', [AccountController, 'verifyPhoneChange']).access('signedIn', WHY.ownAccount)
router.delete('/api/users/me/phone-change', [AccountController, 'cancelPhoneChange']).access('signedIn', WHY.ownAccount)
router
  .get('/api/users', [AdminUsersController, 'index'])
  .as('users.index')
  .access({ resource: 'users', action: 'list' }, 'every account (SPEC §7 refresh path): the list of /api/admin/users')
router
  .get('/api/users/:id/details', [AccountController, 'details'])
  .access('signedIn', 'an account’s details (SPEC §7 refresh path): one’s own, or any for an admin; anyone else’s is a 404')
router
  .get('/api/users/me/activity', [AccountActivityController, 'mine'])
  .access('signedIn', 'the signed-in person’s own recent activity (SPEC §3 user_activity_logs), newest first')
router
  .post('/api/users/me/activity/not-me', [AccountActivityController, 'notMe'])
  .access('signedIn', '‘Dit was ik niet’: ends the caller’s own sessions and mails them a reset link, rate limited')
// Accounts and the platform's refund queue.
router
  .get('/api/admin/users', [AdminUsersController, 'index'])
  .access(
    { resource: 'users', action: 'list' },
    'back office: every account, searched by name, e-mail or phone and filtered by role and status'
  )
router
  .post('/api/admin/users', [AdminUsersController, 'store'])
  .access({ resource: 'users', action: 'create' }, 'back office: a full admin invites a new admin or sub-admin by e-mail')
router
  .get('/api/admin/users/:id', [AdminUsersController, 'show'])
  .access({ resource: 'users', action: 'show' }, 'back office: one account in detail')
router
  .put('/api/admin/users/:id', [AdminUsersController, 'update'])
  .access({ resource: 'users', action: 'edit' }, 'back office: name and contact corrections, the role with its employer')
router
  .post('/api/admin/users/:id/deactivate', [AdminUsersController, 'deactivate'])
  .access({ resource: 'users', action: 'deactivate' }, 'back office: an account can no longer sign in; its sessions end at once')
router
  .post('/api/admin/users/:id/reactivate', [AdminUsersController, 'reactivate'])
  .access({ resource: 'users', action: 'deactivate' }, 'back office: a deactivated account may sign in again')
router
  .post('/api/admin/users/:id/verify', [AdminUsersController, 'verify'])
  .access({ resource: 'users', action: 'verify' }, 'back office: the organizer’s ‘Geverifieerde Organisator’ badge on or off')
router
  .get('/api/admin/users/:id/activity', [AccountActivityController, 'forUser'])
  .access({ resource: 'users', action: 'show' }, 'back office: one account’s recent activity (sign-ins, changes, exports)')
