// Pre-paint: apply the saved theme and language before the first frame, so there is no flash.
// A file of its own (not inline) so the Content-Security-Policy can forbid inline script.
(function () {
  var d = document.documentElement;
  try {
    var t = localStorage.getItem('theme');
    if (t !== 'light' && t !== 'dark' && t !== 'auto') t = 'light';
    var dark = t === 'dark' || (t === 'auto' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    d.classList.toggle('dark', dark);
    d.style.colorScheme = dark ? 'dark' : 'light';
    var l = localStorage.getItem('i18nextLng');
    d.lang = ['pt', 'en', 'fr', 'es', 'de'].indexOf(l) >= 0 ? l : 'pt';
  } catch (e) {
    d.lang = 'pt';
  }
})();
