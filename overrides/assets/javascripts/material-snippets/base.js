// From mkdocs-material 9.8 (MIT licence), partials/javascripts/base.html: moved out of the page so the CSP needs no inline script.
// Changed: storage is read inside the try, so a browser that blocks site data (reading localStorage
// throws) or a damaged saved value leaves the theme on its defaults instead of stopping its scripts.
__md_scope=new URL(document.currentScript.dataset.mdScope,location),__md_hash=e=>[...e].reduce(((e,_)=>(e<<5)-e+_.charCodeAt(0)),0),__md_get=(e,_,t=__md_scope)=>{try{return JSON.parse((_||localStorage).getItem(t.pathname+"."+e))}catch(e){return null}},__md_set=(e,_,t,a=__md_scope)=>{try{(t||localStorage).setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}
