// atout: instant checks on the deal forms (the server checks everything again).
"use strict";
(function () {
  // Bridge forms (rubber, Chicago, series): the side or declarer, then the contract.
  function bridgeForm(form) {
    var level = form.querySelector("#level"), result = form.querySelector("#result");
    var strain = form.querySelector("#strain"), honours = form.querySelector("#honours");
    var hint = form.querySelector("[data-hint]");
    function update() {
      var chosen = form.querySelector("input[name=side]:checked, input[name=declarer]:checked");
      var passed = chosen && chosen.value === "PASS";
      ["level", "strain", "doubling", "result", "honours"].forEach(function (name) {
        var field = form.querySelector("#" + name);
        if (field) { field.disabled = passed; }
      });
      var n = parseInt(level.value, 10);
      Array.prototype.forEach.call(result.options, function (option) {
        var v = option.value, ok = true;
        if (n && v.charAt(0) === "+") { ok = parseInt(v.slice(1), 10) <= 7 - n; }
        if (n && v.charAt(0) === "-") { ok = parseInt(v.slice(1), 10) <= 6 + n; }
        option.disabled = !ok;
      });
      if (result.selectedOptions.length && result.selectedOptions[0].disabled) { result.value = ""; }
      if (honours) {
        // At no-trump only the four aces in one hand count (150).
        Array.prototype.forEach.call(honours.options, function (option) {
          option.disabled = strain.value === "NT" && / 100$/.test(option.value);
        });
        if (honours.selectedOptions.length && honours.selectedOptions[0].disabled) { honours.value = ""; }
      }
      if (hint) { hint.textContent = n ? (n + 6) + " / 13" : ""; }
    }
    form.addEventListener("change", update);
    update();
  }
  document.querySelectorAll("form[data-validate=rubber], form[data-validate=bridge]").forEach(bridgeForm);
  document.querySelectorAll("form").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      setTimeout(function () {
        if (event.defaultPrevented) { return; }  // sent by a script (offline.js): its buttons
        form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
      }, 0);
    });
  });
  // A "Print" button (no inline handler: the Content-Security-Policy allows none).
  document.querySelectorAll("button[data-print]").forEach(function (button) {
    button.addEventListener("click", function () { window.print(); });
  });
})();
