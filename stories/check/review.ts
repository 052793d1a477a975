// The review page of the visual check: before the run the last run's review is cleared; after it, every story whose
// picture changed (or is new) is written into artifacts/review/index.html, which opens from disk: per story the
// baseline, the new picture, their difference and a slider over the two.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { REVIEW } from './pictures';

export default function clearReview() {
  rmSync(REVIEW, { recursive: true, force: true });
  return writeReviewPage;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function writeReviewPage() {
  if (!existsSync(REVIEW)) return;
  const names = readdirSync(REVIEW, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (names.length === 0) return;
  const picture = (name: string, which: string) =>
    existsSync(path.join(REVIEW, name, `${which}.png`))
      ? `<figure><figcaption>${which}</figcaption><img src="${escape(name)}/${which}.png" alt="${which} of ${escape(name)}"></figure>`
      : `<figure><figcaption>${which}</figcaption><p>none</p></figure>`;
  const slider = (name: string) =>
    existsSync(path.join(REVIEW, name, 'before.png'))
      ? `<figure class="swipe"><figcaption>before | after (drag)</figcaption><div class="stack">
<img src="${escape(name)}/after.png" alt=""><div class="over"><img src="${escape(name)}/before.png" alt=""></div></div>
<input type="range" min="0" max="100" value="50" aria-label="Before and after of ${escape(name)}"></figure>`
      : '';
  const sections = names
    .map(
      (name) => `<section id="${escape(name)}"><h2>${escape(name)}
<a href="../../../../storybook-static/index.html?path=/story/${escape(name.replace(/@.*$/, ''))}">open in the built Storybook</a></h2>
<div class="row">${picture(name, 'before')}${picture(name, 'after')}${picture(name, 'diff')}${slider(name)}</div></section>`,
    )
    .join('\n');
  writeFileSync(
    path.join(REVIEW, 'index.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual review: ${names.length} pictures</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem 2rem; color: #1d1524; }
nav a { display: inline-block; margin: 0 .75rem .25rem 0; }
section { border-top: 1px solid #ccc; padding: 1rem 0; }
h2 { font-size: 1rem; } h2 a { font-weight: normal; margin-left: 1rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: .25rem; }
img { max-width: 640px; border: 1px solid #ddd; display: block; }
.stack { position: relative; } .over { position: absolute; inset: 0 auto 0 0; width: 50%; overflow: hidden; }
.over img { max-width: none; width: var(--full); }
</style>
<h1>Visual review: ${names.length} pictures changed or new</h1>
<p>Before is the baseline kept in stories/check/baselines/, after is this run's picture, diff marks the changed pixels in red.
If every change is meant, accept them all with <code>npm run stories:accept</code> and commit the baselines.</p>
<nav>${names.map((name) => `<a href="#${escape(name)}">${escape(name)}</a>`).join('')}</nav>
${sections}
<script>
for (const swipe of document.querySelectorAll('.swipe')) {
  const over = swipe.querySelector('.over'), range = swipe.querySelector('input'), under = swipe.querySelector('.stack > img');
  const fit = () => over.style.setProperty('--full', under.clientWidth + 'px');
  under.addEventListener('load', fit); fit();
  range.addEventListener('input', () => { over.style.width = range.value + '%'; });
}
</script>
</html>
`,
  );
  console.log(
    `Visual review: ${path.relative(process.cwd(), path.join(REVIEW, 'index.html'))} (${names.length} pictures)`,
  );
}
