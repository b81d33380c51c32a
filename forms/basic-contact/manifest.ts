import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'basicContact',
  title: 'Basic contact: name, email, phone (spec 03)',
});
