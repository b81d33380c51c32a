import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'general',
  title: 'General lead: name, email, phone, consent (spec 01)',
});
