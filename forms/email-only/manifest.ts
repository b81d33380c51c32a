import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'emailOnly',
  title: 'Email only (spec 01)',
});
