/**
 * The handler a checked configuration names. Free of zod on purpose: the lead form (a client leaf)
 * gets a configuration the block already parsed and resolved at build time, so the browser does not
 * download the schema library to check it again.
 */
import type { SubmitHandlerConfig } from './config';
import { type HandlerDeps, hubspotHandler, logHandler, relayHandler, salesforceHandler, webhookHandler } from './handlers';
import type { SubmitHandler } from './types';

export function handlerForConfig(parsed: SubmitHandlerConfig, deps: HandlerDeps = {}): SubmitHandler {
  if (parsed.handler === 'log') return logHandler(deps);
  const policy = {
    ...deps.policy,
    ...(parsed.timeoutMs !== undefined && { timeoutMs: parsed.timeoutMs }),
    ...(parsed.maxAttempts !== undefined && { maxAttempts: parsed.maxAttempts }),
  };
  const withPolicy: HandlerDeps = { ...deps, policy };
  switch (parsed.handler) {
    case 'webhook':
      return webhookHandler(parsed.url, withPolicy);
    case 'hubspot':
      return hubspotHandler(parsed.portalId, parsed.formGuid, withPolicy);
    case 'salesforce':
      return salesforceHandler(parsed.oid, parsed.retURL, parsed.action, withPolicy);
    case 'relay':
      return relayHandler(parsed.url, withPolicy);
  }
}
