// Shared by the end-to-end tests and the screenshot helper: serves dist/ under a sub-path (as on
// GitHub Pages), plus a blog page that embeds the game in an iframe, and opens Debian's
// headless Chromium through playwright-core (never a downloaded browser).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// DIST=/tmp/other-dist serves another build (helpers building side by side).
export const DIST = process.env.DIST ? path.resolve(process.env.DIST) : path.join(ROOT, 'dist');
export const SHOTS = path.join(ROOT, 'target', 'e2e');
export const BASE = '/games/cards/';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ftl': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function serve(req, res) {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/blog/post.html') {
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    res.end(`<!DOCTYPE html><html><body><h1>My post</h1>
      <iframe id="game" src="${BASE}?game=guandan&seed=3" width="900" height="640"
        style="border:0" title="Guan Dan"></iframe></body></html>`);
    return;
  }
  if (url.pathname === '/host/embed.html') {
    // A blog page that frames the site (the frame's address and sandbox from the query) and
    // keeps the height messages it gets in window.heights.
    const src = url.searchParams.get('src') ?? '';
    const sandbox = url.searchParams.get('sandbox');
    const height = url.searchParams.get('height') ?? '560';
    // A frame further down the post, out of view until the reader scrolls to it.
    const below = Number(url.searchParams.get('below') ?? '0');
    res.writeHead(200, { 'content-type': TYPES['.html'] });
    res.end(`<!DOCTYPE html><html><body style="margin:0">
      <script>window.heights = []; addEventListener('message', (e) => {
        if (e.data && e.data.type === 'cardtable:height') window.heights.push(e.data.height); });</script>
      <iframe id="game" src="${src.replace(/"/g, '&quot;')}" ${sandbox === null ? '' : `sandbox="${sandbox}"`}
        style="border:0;width:100%;height:${Number(height)}px;display:block;margin-top:${below}px" title="Card table"></iframe></body></html>`);
    return;
  }
  if (!url.pathname.startsWith(BASE)) {
    res.writeHead(404).end('not here');
    return;
  }
  const rel = decodeURIComponent(url.pathname.slice(BASE.length)) || 'index.html';
  const file = path.join(DIST, rel);
  if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404).end('not found');
    return;
  }
  // As GitHub Pages does: any origin may fetch the files (a sandboxed frame has an opaque one),
  // and a browser may keep them ten minutes.
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'access-control-allow-origin': '*',
    'cache-control': 'max-age=600',
  });
  fs.createReadStream(file).pipe(res);
}

/// Starts the server and the browser; returns { origin, browser, close }.
export async function start() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/ missing: run trunk build --release');
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  const server = http.createServer(serve);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    origin,
    browser,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/// Keeps the page's WebRTC connections in `window.__pcs`, for [`rtcStates`].
export async function trackRtc(page) {
  await page.addInitScript(() => {
    const P = window.RTCPeerConnection;
    if (!P) return;
    window.__pcs = [];
    // Each connection's data channels and the messages each carried, one way and the other
    // (counted by the prototype's send, which a test may still replace to silence a page).
    const C = window.RTCDataChannel;
    const send = C.prototype.send;
    C.prototype.send = function (d) { this.__sent = (this.__sent ?? 0) + 1; return send.call(this, d); };
    const watch = (pc, ch) => {
      const c = { ch, got: 0 };
      (pc.__chs ??= []).push(c);
      ch.addEventListener('message', () => { c.got += 1; });
    };
    window.RTCPeerConnection = function (...a) {
      const pc = new P(...a);
      window.__pcs.push(pc);
      const make = pc.createDataChannel.bind(pc);
      pc.createDataChannel = (...b) => { const ch = make(...b); watch(pc, ch); return ch; };
      pc.addEventListener('datachannel', (e) => watch(pc, e.channel));
      return pc;
    };
    window.RTCPeerConnection.prototype = P.prototype;
  });
}

/// The states of the page's WebRTC connections and the candidates of their descriptions:
/// what a connection that never opened was doing.
export async function rtcStates(page) {
  return page.evaluate(() => (window.__pcs ?? []).map((pc, i) => {
    const cands = (d) => (d?.sdp.match(/a=candidate:[^\r\n]*/g) ?? []).map((c) => c.split(' ').slice(4, 8).join(' '));
    const chs = (pc.__chs ?? []).map((c) => `${c.ch.readyState} sent=${c.ch.__sent ?? 0} got=${c.got}`);
    return `pc${i} ${pc.connectionState} ice=${pc.iceConnectionState} gathering=${pc.iceGatheringState} `
      + `channels=[${chs}] local=[${cands(pc.localDescription)}] remote=[${cands(pc.remoteDescription)}]`;
  }).join('; ')).catch((e) => `unreadable: ${e}`);
}

/// A page that records console errors, uncaught exceptions and failed requests in `errors`.

export async function rtcDebug(page, tag) {
  if (!process.env.E2E_CONSOLE) return;
  page.on('console', (msg) => console.log(`# ${tag}: ${msg.text()}`));
  await page.addInitScript(() => {
    const P = window.RTCPeerConnection;
    let n = 0;
    window.RTCPeerConnection = function (...a) {
      const pc = new P(...a);
      const id = ++n;
      const log = () => console.log(`rtc${id} ${pc.connectionState} ice=${pc.iceConnectionState}`);
      pc.addEventListener('connectionstatechange', log);
      pc.addEventListener('iceconnectionstatechange', log);
      const srd = pc.setRemoteDescription.bind(pc);
      pc.setRemoteDescription = (d) => { console.log(`rtc${id} remote ${d.sdp.replace(/\r\n/g, ' | ')}`); return srd(d); };
      const sld = pc.setLocalDescription.bind(pc);
      pc.setLocalDescription = (d) => { const r = sld(d); r.then(() => setTimeout(() => console.log(`rtc${id} local ${pc.localDescription.sdp.replace(/\r\n/g, ' | ')}`), 3000)); return r; };
      return pc;
    };
    window.RTCPeerConnection.prototype = P.prototype;
  });
}

export async function open(env, query = '', viewport = { width: 1280, height: 800 }, context = null, { welcome = false } = {}) {
  const page = await (context ?? env.browser).newPage({ viewport });
  // The first visit's welcome (a sheet over the home page's foot) is put away, as a player
  // does, except for the tests of the welcome itself.
  // (A test of storage that refuses writes finds none from here.)
  if (!welcome) {
    await page.addInitScript(() => {
      try { localStorage.setItem('cardtable.lesson.offer', 'no'); } catch { /* refused: no welcome to put away */ }
    });
  }
  const errors = [];
  // A clean console (issue 67): errors, and the browser's or wasm-bindgen's warnings of what
  // the build does wrong (an ignored integrity hash, a deprecated way to start the wasm), in
  // the page or in its workers.
  const noisy = /integrity. attribute is currently ignored|using deprecated parameters/;
  const heard = (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && noisy.test(msg.text()))) errors.push(msg.text());
  };
  page.on('console', heard);
  page.on('worker', (worker) => worker.on('console', heard));
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('requestfailed', (req) => {
    // An image whose element left the page before it loaded is cancelled by the browser
    // (net::ERR_ABORTED): nothing a player sees. Every other failure counts (and a missing
    // file shows as a 404 below).
    const aborted = req.failure()?.errorText === 'net::ERR_ABORTED' && req.resourceType() === 'image';
    if (!aborted) errors.push(`failed: ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()}: ${res.url()}`);
  });
  await rtcDebug(page, 'host');
  await trackRtc(page);
  await page.goto(`${env.origin}${BASE}${query}`);
  return { page, errors };
}

/// Starts the server and browser before a test file's tests and closes them after; the
/// returned object's `env` is set by the time the tests run.
export function setup(before, after) {
  const box = {};
  before(async () => {
    box.env = await start();
  });
  after(async () => {
    await box.env?.close();
  });
  return box;
}

/// The table's root, which carries data-phase and data-turn.
export const table = (page) => page.locator('[data-phase]');

/// Taps a card where a finger would: its visible top-left corner (cards overlap).
/// Resizes the page and waits until the table has laid itself out again: two frames (a media
/// query's change is told in the first, and the page redraws from it), then no card moving.
export async function resize(page, size) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.effect?.target?.closest?.('[data-card]')));
}

export async function tap(card) {
  await card.click({ position: { x: 6, y: 8 } });
}

/// A screenshot kept in target/e2e, after checking that nothing scrolls sideways.
export async function shot(page, name, width) {
  await page.waitForFunction(() => [...document.images].every((i) => i.complete));
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scroll > width) throw new Error(`${name}: horizontal scroll (${scroll} > ${width})`);
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`) });
}

/// Presses Hint and waits for its answer (the first press asks the computer, which thinks in
/// the worker, and the table carries data-hinting meanwhile; later presses cycle at once). The
/// answer is chosen cards or a note (that nothing beats the trick), in any language.
export async function hint(page) {
  await page.click('[data-action=hint]');
  await page.waitForFunction(() => !document.querySelector('[data-hinting]')
    && (document.querySelector('[data-note]') || document.querySelector('.hand [aria-pressed=true]')),
  null, { timeout: 30_000 });
}

/// Records the think times the table prints on the console ("think <game> <tier> <play|hint>
/// <ms> ms (<worker|page>) <ms> ms inside <ms> there <ms> back": asked to answered, the worker's
/// own part, the way to the worker and the way back); returns the growing list.
export function thinkTimes(page) {
  const times = [];
  const n = '(-?[\\d.]+)';
  const line = new RegExp(`^think (\\S+) (\\S+) (\\S+) ${n} ms \\((\\S+)\\) ${n} ms inside ${n} there ${n} back$`);
  page.on('console', (msg) => {
    const m = line.exec(msg.text());
    if (m) {
      times.push({ game: m[1], tier: m[2], what: m[3], ms: Number(m[4]), by: m[5],
        inside: Number(m[6]), there: Number(m[7]), back: Number(m[8]) });
    }
  });
  return times;
}

/// Prints p50/p95/max of the think times per game, tier and kind of decision.
export function reportThinkTimes(label, times) {
  const groups = new Map();
  for (const t of times) {
    const key = `${t.game} ${t.tier} ${t.what}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(t);
  }
  for (const [key, list] of groups) {
    const stats = (pick) => {
      const ms = list.map(pick).sort((a, b) => a - b);
      const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
      return `p50=${at(0.5).toFixed(1)} ms p95=${at(0.95).toFixed(1)} ms max=${ms[ms.length - 1].toFixed(1)} ms`;
    };
    console.log(`# think times, ${label}: ${key}: n=${list.length} ${stats((t) => t.ms)} (inside the worker: `
      + `${stats((t) => t.inside)}; on the way there: ${stats((t) => t.there)}; back: ${stats((t) => t.back)})`);
  }
}

/// Opens the settings, picks the computer players' tiers and starts a new match with them.
export async function startWithTiers(page, partner, opponents) {
  await page.click('[data-action=settings]');
  if (partner) await page.selectOption('#set-tier-partner', partner);
  await page.selectOption('#set-tier-opponents', opponents);
  await page.click('[data-action=start-match]');
}
