// Word's pane in an old browser (Internet Explorer's, in Office 2016 and older on Windows) runs no module scripts:
// taskpane.html loads this file with `nomodule` instead of the pane, to say so (word-addin §4: UnsupportedBrowser).
// ES5 on purpose: it is the one script such a browser runs.
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<main role="alert" style="font-family: Segoe UI, sans-serif; padding: 16px">' +
    '<h1 style="font-size: 20px">Please update Word</h1>' +
    '<p>This version of Word shows add-ins in an old browser that Ibid cannot run in. ' +
    'Update Word (File, Account, Update Options), or use Word on the web, and open Ibid again.</p>' +
    '</main>';
})();
