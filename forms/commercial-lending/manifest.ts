import { defineManifest } from '../form-manifest';

export const manifest = defineManifest({
  id: 'commercialLending',
  title: 'Commercial lending inquiry: fields follow the page (equipment finance, residential warehouse, bridge and construction) (spec 03)',
});
