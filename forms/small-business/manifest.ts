import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'smallBusiness',
  title: 'Small business inquiry: name, business name, email, business phone, revenue, products of interest (spec 03)',
});
