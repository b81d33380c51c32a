import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'vendorQuestionnaire',
  title: 'Vendor questionnaire, HubSpot shape: company, 1 to 4 owners, contacts, organization, 1 to 3 officers, insurer, forecast, security, contact (spec 03)',
  // The consent text and the page's HubSpot id (spec 03 §3 Vendor questionnaire: context {pageUri, pageName, pageId}).
  settings: ['consentText', 'pageId'],
});
