import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'clearing',
  title: 'Broker-dealer clearing inquiry: name, email, phone, broker-dealer name, business types, AUM, comments (spec 03)',
  // The clearing source label sent as Lead_Source_Detail_SFDC2__c (spec 03 §3), for marketing to set.
  settings: ['leadSourceDetail'],
});
