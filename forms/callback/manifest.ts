import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'callback',
  title: 'Callback: name, email, phone, best date and time to call (spec 01)',
});
