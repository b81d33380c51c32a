import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'dealerNmls',
  title: 'Dealer lead: name, email, phone, NMLS ID (spec 03)',
});
