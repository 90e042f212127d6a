// First step of `npm test`: make sure a Chromium or Chrome is there before anything is built.
// Root on a Debian-like machine (CI, containers): install Debian's chromium, as CI always did.
// Anywhere else: stop at once with the one command that fixes it.
import { spawnSync } from 'node:child_process';
import { missingMessage } from './findBrowser';
import { lookupBrowser } from './machine';

const first = await lookupBrowser();
if (first.found) {
  console.log(`browser tests will use ${first.path} (${first.source})`);
  process.exit(0);
}
if (!first.install.automatic) {
  console.error(missingMessage(first));
  process.exit(1);
}
console.log(`no Chromium found; installing Debian's chromium: ${first.install.command}`);
const r = spawnSync('sh', ['-c', first.install.command], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
});
const again = await lookupBrowser();
if (r.status !== 0 || !again.found) {
  const why = r.status !== 0 ? `the install command failed (exit ${r.status})` : 'the install command ran but no browser appeared';
  console.error(`${why}; ${again.found ? '' : missingMessage(again)}`);
  process.exit(1);
}
console.log(`browser tests will use ${again.path} (${again.source})`);
