/* Accounts (SPEC §7 "Auth" and the account settings behind /account-settings). */
import router from '@adonisjs/core/services/router'

const AuthController = () => import('#controllers/auth_controller')
const AccountController = () => import('#controllers/account_controller')
const VenuesController = () => import('#controllers/venues_controller')

router
  .group(() => {
    router.post('/register', [AuthController, 'register'])
    router.post('/login', [AuthController, 'login'])
    router.post('/login-user', [AuthController, 'login']).as('auth.login_user')
    router.post('/login-whatsapp', [AuthController, 'loginWhatsapp'])
    router.post('/verify-email', [AuthController, 'verifyEmail'])
    router.post('/send-phone-code', [AuthController, 'sendPhoneCode'])
    router.post('/verify-whatsapp', [AuthController, 'verifyWhatsapp'])
    router.post('/email-check', [AuthController, 'emailCheck'])
    router.post('/forgot-password', [AuthController, 'forgotPassword'])
    router.post('/reset-password', [AuthController, 'resetPassword'])
    router.get('/validate-status', [AuthController, 'validateStatus'])
    router.post('/logout', [AuthController, 'logout'])
    router.post('/resend-verification-email', [AuthController, 'resendVerificationEmail'])
  })
  .prefix('/api/auth')

router
  .group(() => {
    router.get('/profile', [AccountController, 'profile'])
    router.put('/profile', [AccountController, 'updateProfile'])
    router.put('/password', [AccountController, 'changePassword'])
    router.get('/email-change', [AccountController, 'emailChange'])
    router.post('/email-change', [AccountController, 'startEmailChange'])
    router.post('/email-change/verify', [AccountController, 'verifyEmailChange'])
    router.delete('/email-change', [AccountController, 'cancelEmailChange'])
    router.get('/phone-change', [AccountController, 'phoneChange'])
    router.post('/phone-change', [AccountController, 'startPhoneChange'])
    router.post('/phone-change/verify', [AccountController, 'verifyPhoneChange'])
    router.delete('/phone-change', [AccountController, 'cancelPhoneChange'])
  })
  .prefix('/api/users/me')

/* A venue operator registers a venue (SPEC §2 /register-venue/step2); admins approve it later. */
router.post('/api/venues', [VenuesController, 'store'])
