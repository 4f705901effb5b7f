import vine from '@vinejs/vine'
import { MESSAGES, district, e164, withMessages } from '#validators/accounts/auth_validator'
import { ORGANIZER_SOCIAL_NETWORKS } from '#domain/social_links'
import { socialLinksSchema, websiteUrl } from '#validators/social_links_rules'

/*
 * PUT /api/organizers/{id}/profile: what the public organizer page shows. A field left out
 * stays as it is; null (or an empty input, which the bodyparser makes null) clears it.
 */

export const ORGANIZATION_NAME_REQUIRED = MESSAGES['organizationName.required']

const clearable = (max: number) => vine.string().trim().maxLength(max).nullable().optional()

const socialMediaLinks = socialLinksSchema(ORGANIZER_SOCIAL_NETWORKS)

export const organizerProfileValidator = withMessages(
  vine.create(
    vine.object({
      // Nullable so an emptied input (the bodyparser makes it null) reaches the service, which refuses it.
      organizationName: vine.string().trim().minLength(1).maxLength(200).nullable().optional(),
      businessDescription: clearable(2000),
      profileImage: clearable(500),
      website: websiteUrl(),
      socialMediaLinks: socialMediaLinks.optional(),
      businessContactFirstName: clearable(100),
      businessContactLastName: clearable(100),
      businessPhone: e164().nullable().optional(),
      businessStreetName: clearable(150),
      businessHouseNumber: clearable(20),
      businessNeighborhood: clearable(100),
      businessDistrict: district().nullable(),
      kkfNumber: clearable(30),
      btwnumber: clearable(30),
    })
  ),
  { ...MESSAGES, 'organizationName.minLength': ORGANIZATION_NAME_REQUIRED }
)
