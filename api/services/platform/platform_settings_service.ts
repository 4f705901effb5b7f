/*
 * The single platform_settings row (SPEC §3): read by every part of the product, changed only by a full admin.
 * A change is checked field by field (domain/platform_settings_rules.ts) and saved with its audit
 * trail in one transaction, or not at all. Readers query the row each time (no API-side cache), and the
 * storefront's short cache is keyed by a generation raised after each save, so fees at checkout, the site's name
 * and the header/body tags follow at once.
 */
import db from '@adonisjs/lucid/services/db'
import PlatformSetting from '#models/platform_setting'
import type User from '#models/user'
import { DomainError } from '#exceptions/domain_error'
import { type MessageRef, type PlainMessageKey } from '#exceptions/messages'
import { settingsProblemText } from '#exceptions/domain_texts'
import { authorize } from '#policies/resource_policy'
import { recordChange } from '#services/audit/audit_service'
import { recordImageUsage, variantsForUrls } from '#services/uploads/upload_service'
import { DEFAULT_PLATFORM_SETTINGS } from '#domain/platform_defaults'
import {
  IMAGE_FIELDS,
  checkSettingsChange,
  completeCurrencyConverter,
  completePaymentFees,
  flattenSettings,
  type EditableSettings,
  type SettingsErrors,
} from '#domain/platform_settings_rules'
import { bumpPlatformSettingsGeneration } from '#domain/platform_settings_generation'
import { refreshReviewCaches } from '#services/reviews/review_cache'

/** The single settings row (the migration inserts it; id is always 1). */
export async function getPlatformSettings(): Promise<PlatformSetting> {
  return PlatformSetting.findOrFail(1)
}

/** The row as the settings page edits it: every payment method and converter field filled in. */
export function editableSettings(s: PlatformSetting): EditableSettings {
  return {
    websiteName: s.websiteName,
    websiteUrl: s.websiteUrl,
    logoUrl: s.logoUrl,
    faviconUrl: s.faviconUrl,
    socialMediaImageUrl: s.socialMediaImageUrl,
    seoDescription: s.seoDescription,
    platformCostPercentage: Number(s.platformCostPercentage).toFixed(2),
    platformCostFixed: Number(s.platformCostFixed).toFixed(2),
    paymentFees: completePaymentFees(s.paymentFees),
    ticketswitchFeePercentage: Number(s.ticketswitchFeePercentage).toFixed(2),
    refundFeeOnOrganizerRefund: s.refundFeeOnOrganizerRefund,
    refundFeeOnBuyerCancel: s.refundFeeOnBuyerCancel,
    currencyConverter: completeCurrencyConverter(s.currencyConverter),
    reviewInvitationDelay: s.reviewInvitationDelay,
    autoModerationEnabled: s.autoModerationEnabled,
    reviewDisplayMinRating: s.reviewDisplayMinRating,
    reviewResponseTimeLimit: s.reviewResponseTimeLimit,
    whatsappFeatures: { ...DEFAULT_PLATFORM_SETTINGS.whatsappFeatures, ...s.whatsappFeatures },
    headerTag: s.headerTag,
    bodyTag: s.bodyTag,
  }
}

/** GET /api/platform-settings: every editable setting, for a full admin. */
export async function getEditableSettings(viewer: User | undefined): Promise<{ settings: EditableSettings; updatedAt: string }> {
  authorize(viewer, 'platform-settings', 'show', {})
  const row = await getPlatformSettings()
  return { settings: editableSettings(row), updatedAt: row.updatedAt.toISO()! }
}

const IMAGE_NOT_UPLOADED = {
  logoUrl: 'SETTINGS_LOGO_NOT_UPLOADED',
  faviconUrl: 'SETTINGS_FAVICON_NOT_UPLOADED',
  socialMediaImageUrl: 'SETTINGS_SOCIAL_IMAGE_NOT_UPLOADED',
} as const satisfies Record<(typeof IMAGE_FIELDS)[number], PlainMessageKey>

/** A changed image must be one of our uploads (POST /api/uploads checked its bytes); keeping the current one is fine. */
async function checkImages(before: EditableSettings, next: EditableSettings, errors: Record<string, MessageRef>) {
  const changed = IMAGE_FIELDS.filter((field) => next[field] !== null && next[field] !== before[field] && !(field in errors))
  if (changed.length === 0) return
  const uploads = await variantsForUrls(changed.map((field) => next[field]!))
  for (const field of changed) if (!uploads[next[field]!]) errors[field] = IMAGE_NOT_UPLOADED[field]
}

/** The refused fields' texts, by field path. */
function settingsTexts(errors: SettingsErrors): Record<string, MessageRef> {
  return Object.fromEntries(Object.entries(errors).map(([field, problem]) => [field, settingsProblemText(problem, field)]))
}

function validationFailed(errors: Record<string, MessageRef>): DomainError {
  return DomainError.fields('VALIDATION_ERROR', Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, [text]])))
}

/**
 * PUT /api/platform-settings: any part of the settings (a tab's fields). Every sent field is checked first; one
 * bad field and nothing is saved (422 with a Dutch message per field). The change and its audit row (the fields
 * that changed, before and after) are written in one transaction.
 */
export async function updatePlatformSettings(
  viewer: User | undefined,
  input: unknown,
  ipAddress: string | null = null
): Promise<{ settings: EditableSettings; updatedAt: string }> {
  authorize(viewer, 'platform-settings', 'edit', {})
  const { before, saved, updatedAt } = await db.transaction(async (trx) => {
    // Two admins saving different tabs at once: the second waits and merges into the first one's result.
    const row = await PlatformSetting.query({ client: trx }).where('id', 1).forUpdate().firstOrFail()
    const current = editableSettings(row)
    const checked = checkSettingsChange(current, input)
    const next = checked.next
    const errors = settingsTexts(checked.errors)
    await checkImages(current, next, errors)
    if (Object.keys(errors).length > 0) throw validationFailed(errors)
    row.useTransaction(trx)
    row.merge(next)
    await row.save()
    await recordChange(trx, {
      actorId: viewer!.id,
      entityType: 'platform_settings',
      entityId: null,
      action: 'update',
      before: flattenSettings({ ...current }),
      after: flattenSettings({ ...next }),
      ipAddress,
    })
    // The cached ratings count only reviews at or above this minimum, like the summaries.
    if (next.reviewDisplayMinRating !== current.reviewDisplayMinRating) await refreshReviewCaches(trx, next.reviewDisplayMinRating)
    return { before: current, saved: next, updatedAt: row.updatedAt.toISO()! }
  })
  bumpPlatformSettingsGeneration()
  for (const field of IMAGE_FIELDS) {
    if (saved[field] !== before[field]) await recordImageUsage('platform_settings', 1, field, saved[field] ? [saved[field]] : [])
  }
  return { settings: saved, updatedAt }
}
