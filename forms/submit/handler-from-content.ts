/**
 * The handler a content configuration names, raw or parsed. Apart from config.ts (the schema) and
 * handler-for.ts (the zod-free dispatch the browser loads), so neither imports the other.
 */
import { resolveSubmitConfig, type SubmitHandlerConfigInput } from './config';
import { handlerForConfig } from './handler-for';
import type { HandlerDeps } from './handlers';
import type { SubmitHandler } from './types';

/**
 * Parses the configuration again, so an invalid one throws a ZodError here, at build time, not in
 * the visitor's browser. `deps` injects fetch, sleep, clock and logger for tests.
 */
export function handlerFor(config: SubmitHandlerConfigInput | undefined, deps: HandlerDeps = {}): SubmitHandler {
  return handlerForConfig(
    resolveSubmitConfig(config, (href) => href),
    deps,
  );
}
