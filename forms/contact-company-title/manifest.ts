import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'contactCompanyTitle',
  title: 'Contact: name, email, phone, company, title (spec 03)',
});
