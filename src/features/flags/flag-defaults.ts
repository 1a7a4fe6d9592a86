/** Spec §3 default of every flag, used until the flag service answers and for a flag it does not list. */
export const FLAG_DEFAULTS = {
  interstitialAdFeature: false,
  sprFilterBarFeature: true,
  soldFilterFeature: true,
  useAuth0: false,
  v2Enabled: false,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
