import type PlatformSetting from '#models/platform_setting'
import paymentsConfig from '#config/payments'

/** What any visitor may read: branding, SEO, contact-method features and the fee rules buyers see. */
export function publicPlatformSettings(s: PlatformSetting) {
  return {
    websiteName: s.websiteName,
    websiteUrl: s.websiteUrl,
    logoUrl: s.logoUrl,
    faviconUrl: s.faviconUrl,
    seoDescription: s.seoDescription,
    socialMediaImageUrl: s.socialMediaImageUrl,
    platformCostPercentage: s.platformCostPercentage,
    platformCostFixed: s.platformCostFixed,
    paymentFees: s.paymentFees,
    reviewDisplayMinRating: s.reviewDisplayMinRating,
    whatsappFeatures: s.whatsappFeatures,
    /** Not a stored setting: whether /mock-uni5pay-checkout exists here (UNI5PAY_MODE=sandbox). */
    uni5paySandbox: paymentsConfig.uni5pay.mode === 'sandbox',
  }
}
