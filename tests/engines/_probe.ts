import http from 'node:http';
import { readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { freePort } from './server.ts';
const port = await freePort();
const server = http.createServer((req, res) => { const f = req.url === '/' ? 'index.html' : req.url!.slice(1); try { const b = readFileSync('/tmp/probe/' + f); res.writeHead(200, { 'content-type': f.endsWith('.html') ? 'text/html' : f.endsWith('.js') ? 'text/javascript' : 'application/octet-stream' }); res.end(b); } catch { res.writeHead(404).end(); } });
server.listen(port, '127.0.0.1');
for (const engine of (process.argv[2] ?? 'firefox,chrome').split(',')) {
  const b = engine === 'firefox' ? await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true, protocolTimeout: 300000 }) : await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
  const page = await b.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  for (const w of ['board','tweets','board']) console.log(engine, w, JSON.stringify(await page.evaluate(`run('${w}')`)));
  await b.close();
}
server.close();
