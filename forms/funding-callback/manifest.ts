import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'fundingCallback',
  title: 'Funding callback: the callback fields and the potential funding (spec 01)',
});
