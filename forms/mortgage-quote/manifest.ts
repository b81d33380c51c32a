import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'mortgageQuote',
  title: 'Mortgage rate quote with Rate Watch and Apply Filters (spec 03)',
  // The texts the spec describes but does not show (spec 03 §2, §4): the Rate Watch modal's body, its
  // SMS consent, its success message, and the notice after 'Get My Rate'.
  settings: ['rateWatchBody', 'smsConsentText', 'rateWatchSuccess', 'rateWatchNotSubmitted'],
  // The page's rate-watch handler (spec 03 §7), which Rate Watch's Sign Up posts to.
  services: ['rateWatch'],
});
