/* The login form's settings from the public platform settings (SPEC §2 "Login dialog"). */
import type { PublicSettings } from './api/platform'
import type { LoginOptions } from '../components/auth/LoginForm'
import { safeLocalPath } from './auth_redirect'

export function loginOptions(settings: PublicSettings, url: URL, registerLinks?: LoginOptions['registerLinks']): LoginOptions {
  const features = settings.whatsappFeatures
  return {
    whatsappEnabled: Boolean(features.checkoutEnabled),
    defaultMethod: features.defaultContactMethod === 'whatsapp' ? 'whatsapp' : 'email',
    phoneHint: features.surinamePhoneHint,
    redirect: safeLocalPath(url.searchParams.get('redirect')),
    ...(registerLinks ? { registerLinks } : {}),
  }
}
