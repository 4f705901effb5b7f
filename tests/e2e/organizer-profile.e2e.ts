import { test, expect } from '@playwright/test'
import sharp from 'sharp'
import { sharedLogIn, storeSession } from './support/stored_session'

/*
 * The demo organizer changes their public page in the back office (a real upload through
 * POST /api/uploads and a new about text) and the public organizer page shows both at once.
 */
test.describe('organizer profile', () => {
  test('the demo organizer uploads a profile image and changes the about text; /organizer/{id} shows both', async ({ page, request }) => {
    // A cold server builds the back office's chunks and the page on first use.
    test.slow()
    const grant = await sharedLogIn(request, 'organizer@demo.sr')
    const auth = { Authorization: `Bearer ${grant.token}` }
    const before = (await (await request.get(`/api/organizers/${grant.user.id}/profile`, { headers: auth })).json()).data
    const about = `Kaseko, kawina en jazz in heel Suriname (${Date.now()}).`
    const logo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#377E3F' } })
      .composite([{ input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="#ECC81D"/></svg>') }])
      .jpeg()
      .toBuffer()

    try {
      await storeSession(page, grant)
      await page.goto('/organizer-dashboard#/organizer-profile')
      // The menu entry opens the organizer's own profile.
      await expect(page).toHaveURL(new RegExp(`#/organizer-profile/${grant.user.id}$`))
      const upload = page.getByTestId('image-upload-profileImage')
      await upload.getByTestId('image-upload-file').setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: logo })
      const thumbnail = upload.locator('img')
      await expect(thumbnail).toHaveAttribute('src', /^\/uploads\/images\/[0-9a-f]{2}\/[0-9a-f-]{36}-thumb\.webp$/)
      await page.getByLabel('Over ons').fill(about)
      await page.getByRole('button', { name: 'Opslaan' }).click()
      await expect(page.getByText('Je organisatorpagina is bijgewerkt.')).toBeVisible()

      await page.goto(`/organizer/${grant.user.id}`)
      await expect(page.locator('main')).toContainText(about)
      const avatar = page.locator('img.organizer-avatar')
      await expect(avatar).toHaveAttribute('src', /^\/uploads\/images\/.+-thumb\.webp$/)
      // The picture really loads from /uploads (not a broken image).
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320)
    } finally {
      // Other journeys read the demo organizer: the old about text and picture go back.
      await request.put(`/api/organizers/${grant.user.id}/profile`, {
        headers: auth,
        data: { businessDescription: before.businessDescription, profileImage: before.profileImage },
      })
    }
  })
})
