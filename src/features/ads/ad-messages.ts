import { defineMessages } from 'react-intl';

export const adMessages = defineMessages({
  label: { id: 'ads.label', defaultMessage: 'Advertisement' },
  houseTitle: { id: 'ads.house.title', defaultMessage: 'What’s your home worth?' },
  houseCta: { id: 'ads.house.cta', defaultMessage: 'Get a free estimate' },
  interstitialTitle: { id: 'ads.interstitial.title', defaultMessage: 'Thinking of selling this year?' },
  interstitialBody: {
    id: 'ads.interstitial.body',
    defaultMessage:
      'See what homes like yours are selling for nearby, and get a free estimate of your home’s value in a few minutes.',
  },
  interstitialCta: { id: 'ads.interstitial.cta', defaultMessage: 'Estimate my home’s value' },
  interstitialContinue: { id: 'ads.interstitial.continue', defaultMessage: 'Continue browsing' },
});
