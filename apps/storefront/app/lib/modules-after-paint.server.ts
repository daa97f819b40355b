/**
 * The page's code is fetched once what the shopper sees first has been painted (decision 0044).
 *
 * React Router writes a `<link rel="modulepreload">` for every module of the page and one inline module script that
 * imports them and starts the browser entry. Until it is hydrated the page is the server's HTML, so none of those
 * scripts paints anything, yet they were fetched beside the style sheet and the largest image and shared a slow
 * connection with them. Here the links are written with a rel no browser fetches (`hemma-modulepreload`) and the
 * module script becomes a classic one that holds the module's text. It waits until every image the page fetches at
 * high priority (the hero, the product photo, the first search results) has loaded or failed and has been painted,
 * then turns the links into preloads and runs the module.
 *
 * "Painted" is what the browser reports, not a guess from frames (a frame's callbacks run before it is shown, and
 * the first frame of a page with a large photo was shown 30-50 ms after them): the first contentful paint for images
 * that were there before it, a largest-contentful-paint entry after the last image arrived for one that came later.
 * A browser without those reports waits one frame and a task. A stalled image, or one that is never the largest,
 * holds nothing back for more than `WAIT_AT_MOST_MS`; a tab in the background, which paints nothing, starts at once.
 *
 * The document keeps its elements (one script in place of one script, links in place of links): Preact hydrates the
 * server's markup element by element. The module script that is run is added at the end of the body.
 */
const DEFERRED_REL = 'hemma-modulepreload';
export const WAIT_AT_MOST_MS = 2500;

const PRELOAD = '<link rel="modulepreload" ';
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async>([\s\S]*?)<\/script>/;

/** The loader, as a function expression taking the module's text (ES5: it runs before any of the page's code). */
const LOADER = `function(code){
var started=false,left=0,settledAt=0,fcp=-1,lcp=-1,observers=[],script=document.currentScript;
function start(){if(started)return;started=true;
for(var o=0;o<observers.length;o++)observers[o].disconnect();
var links=document.querySelectorAll('link[rel="${DEFERRED_REL}"]');
for(var i=0;i<links.length;i++)links[i].rel='modulepreload';
var run=document.createElement('script');run.type='module';run.nonce=script.nonce;run.textContent=code;
document.body.appendChild(run)}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
var reported=document.visibilityState!=='hidden'&&types.indexOf('paint')>=0&&types.indexOf('largest-contentful-paint')>=0;
function check(){if(left===0&&fcp>=0&&(settledAt<=fcp||lcp>=settledAt))start()}
function ready(){if(document.visibilityState==='hidden')start();else if(reported)check();
else requestAnimationFrame(function(){setTimeout(start,0)})}
function settled(){settledAt=performance.now();if(--left===0)ready()}
function observe(type,take){var observer=new PerformanceObserver(function(list){take(list.getEntries());check()});
observer.observe({type:type,buffered:true});observers.push(observer)}
if(reported){
observe('paint',function(entries){for(var k=0;k<entries.length;k++)if(entries[k].name==='first-contentful-paint')fcp=entries[k].startTime});
observe('largest-contentful-paint',function(entries){lcp=entries[entries.length-1].startTime})}
var images=document.querySelectorAll('img[fetchpriority="high"]');
for(var j=0;j<images.length;j++)if(!images[j].complete){left++;images[j].addEventListener('load',settled);images[j].addEventListener('error',settled)}
if(left===0)ready();
setTimeout(start,${WAIT_AT_MOST_MS})}`.replaceAll('\n', '');

/** A string literal of `text` that is safe inside an inline script (no `</script>`, no `<!--`). */
const scriptLiteral = (text: string) => JSON.stringify(text).replaceAll('<', '\\u003c');

export function modulesAfterFirstPaint(html: string): string {
  const module = MODULE_SCRIPT.exec(html);
  if (!module) return html;
  const [whole, nonce = '', code = ''] = module;
  const loader = `<script${nonce}>(${LOADER})(${scriptLiteral(code)})</script>`;
  return (html.slice(0, module.index) + loader + html.slice(module.index + whole.length)).replaceAll(
    PRELOAD,
    `<link rel="${DEFERRED_REL}" `,
  );
}
