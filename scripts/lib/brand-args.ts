// serve.ts (edited by the lead relay's branch) still imports from here; args.ts is the module now.
export { brandsFromEnv } from './args';
