import { applyLanguageRule, LANGUAGE_PREFIX, LANGUAGE_RULE } from './language/languages';

/**
 * Runs in <head> before the page paints (inlined by scripts/prerender.js; the server allows it
 * by the hash of the text it finds in the built pages). A prerendered page without a language
 * segment is Uzbek; a visitor whose stored or browser language differs goes at once to the same
 * page in their language (location.replace: '/rooms' → '/ru/rooms', query and fragment kept, no
 * history entry), which is prerendered too, so they see it after one more request instead of
 * after the app's scripts (Lighthouse at '/' with an English browser: LCP 2.25–2.35 s, the page
 * hidden until the app had rendered English). The Uzbek page stays hidden meanwhile, so it never
 * flashes (data-lang-pending="away", which also keeps the app loader from starting), and shows
 * after 3 s by CSS whatever happens.
 * Generated at build time from the app's own detection: the source of applyLanguageRule() applied
 * to LANGUAGE_RULE, and LANGUAGE_PREFIX for the language segment (src/shared/language/languages.ts);
 * __tests__/language/langBoot.test.ts runs it against detectLanguage().
 */
export const LANG_BOOT_SCRIPT =
  `(function(){try{var d=document.documentElement;if(/${LANGUAGE_PREFIX.source}/i.test(location.pathname))return;var s=null;try{s=localStorage}catch(e){}` +
  `var c=(${applyLanguageRule.toString()})(${JSON.stringify(LANGUAGE_RULE)},s,navigator.language);` +
  "var l=c.toLowerCase(),p=location.pathname;if(l===d.lang)return;d.setAttribute('data-lang-pending','away');" +
  "location.replace('/'+l+(p==='/'?'':p)+location.search+location.hash)}catch(e){}})();";

/** Hides the page while data-lang-pending is set, and shows it after 3 s whatever happens. */
export const LANG_BOOT_STYLE =
  'html[data-lang-pending] body{visibility:hidden;animation:lang-reveal 0s 3s forwards}@keyframes lang-reveal{to{visibility:visible}}';

/**
 * Starts the app on a prerendered page (inlined at the end of <body>; allowed by its hash; its
 * data-app attribute lists the entry files and the page's chunk). The page is complete without
 * JavaScript, so nothing of the app is fetched until its largest image is on screen: the
 * scripts neither take bandwidth from the photo on a slow connection nor hold up that paint on a
 * slow phone. The browser reports the paint (largest-contentful-paint, an entry with the image's
 * url: the text above it often paints first, and starting on that report had the scripts share
 * the connection with the photo), and the app starts then, without waiting for the load event
 * (the small lazy thumbnails it would wait for leave the line idle for a round trip); if no
 * report comes within 300 ms of the load (a page without a photo, a background tab, a browser
 * without the API), the app starts anyway. A page on its way to another language
 * (data-lang-pending="away", above) starts nothing. A page asked for with a query (filters, a
 * stay: the app renders it afresh) is not what the visitor will see, so it starts the app at
 * once. All files are fetched together; each runs in a task of its own, and webpack's start-up
 * waits for the entry files, then hydrates.
 * A tap on "Book now" ([data-book-room]) before the app is live (no data-hydrated) is not lost:
 * the loader notes it on window.__bookTap (src/shared/pendingTap.ts), marks the button
 * aria-busy, keeps the click from going further (so a hydrating React never acts on it too: the
 * note is its only record) and starts the app at once; as soon as the app's files are in, it fetches the booking
 * dialog's (its data-book attribute) while the app starts, not after: the app's own bytes come
 * first on a slow connection, webpack takes a chunk that ran before its runtime as loaded, and
 * the loader skips a file a script already fetches.
 * The store takes the note over once, as the app starts, and opens the dialog
 * (src/features/booking/pendingTap.ts).
 */
export const APP_LOADER_SCRIPT =
  "(function(){var d=document.documentElement,s=document.currentScript,list=function(n){return((s&&s.getAttribute(n))||'').split(' ')},files=list('data-app'),book=list('data-book'),painted=false,started=false,appIn=false,wantBook=false;function add(f,done){var n=1,end=function(){if(!--n&&done)done()};for(var i=0;i<f.length;i++){if(!f[i]||document.querySelector('script[src=\"'+f[i]+'\"]'))continue;var e=document.createElement('script');e.src=f[i];n++;e.onload=e.onerror=end;document.body.appendChild(e)}end()}function start(){if(started)return;started=true;add(files,function(){appIn=true;if(wantBook)add(book)})}document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-book-room]'),p=window.__bookTap;if(!b||d.hasAttribute('data-hydrated'))return;if(p&&p.button!==b)p.button.removeAttribute('aria-busy');e.stopPropagation();window.__bookTap={room:b.getAttribute('data-book-room'),button:b};b.setAttribute('aria-busy','true');wantBook=true;start();if(appIn)add(book)},true);if(d.hasAttribute('data-lang-pending'))return;if(location.search){start();return}try{new PerformanceObserver(function(l){if(!l.getEntries().some(function(x){return x.url}))return;painted=true;setTimeout(start,0)}).observe({type:'largest-contentful-paint'})}catch(e){}function onLoad(){setTimeout(start,painted?0:300)}if(document.readyState==='complete')onLoad();else addEventListener('load',onLoad,{once:true})})();";
