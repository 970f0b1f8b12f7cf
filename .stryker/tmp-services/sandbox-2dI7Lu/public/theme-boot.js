// @ts-nocheck
// Applies the saved dark-mode preference before first paint (kept external for the CSP).
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch (_) {}
