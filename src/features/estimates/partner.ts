/**
 * The land-data partner behind the BC estimates (spec §1). Its name is a proper noun, the same in both
 * languages; the attribution's wording is a message.
 */
export const LAND_DATA_PARTNER = {
  name: 'LandData BC (demo)',
} as const;
