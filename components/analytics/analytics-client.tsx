'use client';

import dynamic from 'next/dynamic';

// The browser parts of analytics, each in a chunk of its own that loads only where it is rendered,
// that is on a site with a measurement id. Imported directly, they would be part of every page's
// JavaScript (the layout imports them), although most sites and test runs have no analytics.
export const GoogleAnalytics = dynamic(() => import('@next/third-parties/google').then((module) => module.GoogleAnalytics));
export const ConsentBanner = dynamic(() => import('./consent-banner').then((module) => module.ConsentBanner));
export const PageViewTracker = dynamic(() => import('./page-view-tracker').then((module) => module.PageViewTracker));
