'use client';

import { useEffect } from 'react';
import { watchTrackingParams } from '@/lib/links/tracking';
import { ExternalLinkInterstitial } from './ExternalLinkInterstitial';

/**
 * The link behaviour of spec 01 §7 that needs the browser, mounted once per page: tracking
 * parameters onto internal links, and the interstitial in front of external ones.
 */
export function LinkBehaviour({ siteName }: { siteName: string }) {
  useEffect(() => watchTrackingParams(document), []);
  return <ExternalLinkInterstitial siteName={siteName} />;
}
