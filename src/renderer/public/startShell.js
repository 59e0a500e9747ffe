// The first script of the app's page (index.html), before anything is drawn: puts on <html> the
// colour scheme and the sidebar width the app will draw with, so the window's frame that
// index.html draws before the app's code has loaded (styles/startShell.css) is drawn in them and
// React's first render replaces it without a flash. The scheme is set as Mantine's
// ColorSchemeScript sets it (its key and values); that one is inline, which the policy refuses.
/* global matchMedia, document */
'use strict';
try {
  var storedScheme = localStorage.getItem('mantine-color-scheme-value');
  var scheme =
    storedScheme === 'light' || storedScheme === 'dark'
      ? storedScheme
      : matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  // components/useNavbarMode.ts: 'auto', 'compact' or 'expanded', as JSON.
  var navbar = JSON.parse(localStorage.getItem('atelier.navbar') || '"auto"');
  if (navbar === 'compact' || navbar === 'expanded')
    document.documentElement.setAttribute('data-atelier-navbar', navbar);
} catch {
  // No storage (a locked-down profile): the frame follows the OS scheme through the CSS alone.
}
