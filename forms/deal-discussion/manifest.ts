import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'dealDiscussion',
  title: 'Deal discussion for account executives: has a deal, deal details, telephone (spec 03)',
});
