import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'emailMessage',
  title: 'Email and message (spec 03)',
});
