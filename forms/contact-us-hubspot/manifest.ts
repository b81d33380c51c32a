import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'contactUsHubspot',
  title: 'Contact us, HubSpot shape: name, email, phone, message, dealer checkbox (spec 03)',
  // The HubSpot consent block's texts and subscription type (spec 03 §7: not shown, so the page's content holds them).
  settings: ['consentText', 'subscriptionTypeId', 'subscriptionText'],
});
