// atout: instant checks on the deal forms (the server checks everything again).
"use strict";
(function () {
  function rubberForm(form) {
    var level = form.querySelector("#level"), result = form.querySelector("#result");
    var hint = form.querySelector("[data-hint]");
    function update() {
      var side = form.querySelector("input[name=side]:checked");
      var passed = side && side.value === "PASS";
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
      if (hint && n) { hint.textContent = (n + 6) + " / 13"; }
    }
    form.addEventListener("change", update);
    update();
  }
  document.querySelectorAll("form[data-validate=rubber]").forEach(rubberForm);
  document.querySelectorAll("form").forEach(function (form) {
    form.addEventListener("submit", function () {
      setTimeout(function () {
        form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
      }, 0);
    });
  });
})();
