import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'business',
  title: 'Business lead: name, business name, email, phone, Company NMLS ID (spec 01)',
});
