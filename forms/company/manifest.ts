import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'company',
  title: 'Company lead: name, email, phone, company (spec 01)',
});
