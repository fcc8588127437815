// From mkdocs-material 9.8 (MIT licence), partials/javascripts/content.html: moved out of the page so the CSP needs no inline script.
var target=document.getElementById(location.hash.slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))
