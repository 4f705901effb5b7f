import PlatformSetting from '#models/platform_setting'

/** The single settings row (the migration inserts it; id is always 1). */
export async function getPlatformSettings(): Promise<PlatformSetting> {
  return PlatformSetting.findOrFail(1)
}
