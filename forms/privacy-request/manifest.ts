import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'privacyRequest',
  title:
    'Privacy request (California privacy rights) in Steps 1 to 5: the request, the relationship with Axos Financial, identity, address and reply method, then a summary (spec 03)',
});
