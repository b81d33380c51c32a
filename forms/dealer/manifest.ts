import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'dealer',
  title: 'Dealer: contact, title, company, franchise or independent, program, city, state, zip, description (spec 03)',
});
