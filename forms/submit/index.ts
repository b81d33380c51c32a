export * from './types';
export { sendWithRetry, parseRetryAfter, backoffDelay, DEFAULT_RETRY } from './transport';
export type { FetchLike, RetryPolicy, TransportDeps, SendOptions } from './transport';
export * from './handlers';
export * from './config';
export * from './email';
export * from './gate';
export * from './email-validators';
