import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'financialAdvisor',
  title: 'Financial advisor: name, email, phone, company, AUM, role, comments (spec 03)',
});
