// A/B of the tutorial's first frame between two builds on the same machine load: fresh browsers
// alternate between the builds, each served by the harness's static server. Diagnostic only:
//   tsx tests/bench/abFirstFrame.ts <distA> <distB> [rounds] [scenario]
// Prints each build's first frames and their median.
import { launch } from '../e2e/harness';
import { serveStatic } from '../e2e/staticServer';

const [a, b] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 5);
const scenario = process.argv[5] ?? 'tutorial';
const servers = [await serveStatic(a), await serveStatic(b)];
const times: number[][] = [[], []];
// main-thread time spent (CPU profile samples that are not idle) from navigation to the first frame: less at
// the mercy of other load on the machine than the wall-clock time
const busy: number[][] = [[], []];
const median = (x: number[]) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
try {
  for (let r = 0; r < rounds; r++) {
    for (const i of r % 2 ? [1, 0] : [0, 1]) {
      const br = await launch({ width: 1280, height: 720 });
      try {
        const cdp = await br.context.newCDPSession(br.page);
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
        await cdp.send('Profiler.start');
        await br.page.goto(`http://127.0.0.1:${servers[i].port}/?play=${scenario}&mode=solo&seed=1&bench`);
        await br.page.waitForFunction(() => typeof (window as unknown as { __aigleFirstFrame?: number }).__aigleFirstFrame === 'number', undefined, { timeout: 60000 });
        times[i].push(Math.round(await br.page.evaluate(() => (window as unknown as { __aigleFirstFrame: number }).__aigleFirstFrame)));
        await cdp.send('Performance.enable');
        const metrics = ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics;
        const navUs = metrics.find((m) => m.name === 'NavigationStart')!.value * 1e6;
        const { profile } = (await cdp.send('Profiler.stop')) as {
          profile: { startTime: number; nodes: { id: number; callFrame: { functionName: string } }[]; samples: number[]; timeDeltas: number[] };
        };
        const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
        // samples from navigation to the first frame (profile times share the clock of NavigationStart)
        const ffUs = navUs + times[i][times[i].length - 1] * 1000;
        let t = profile.startTime;
        let ms = 0;
        profile.samples.forEach((id, k) => {
          t += profile.timeDeltas[k] ?? 0;
          const next = t + (profile.timeDeltas[k + 1] ?? 0);
          if (!idle.has(id) && t >= navUs && next <= ffUs) ms += (next - t) / 1000;
        });
        busy[i].push(Math.round(ms));
        if (br.errors.length) console.log(`page errors (${i ? 'B' : 'A'}): ${br.errors.join(' | ')}`);
      } finally {
        await br.close();
      }
    }
  }
  for (const i of [0, 1]) console.log(`${i ? 'B' : 'A'} ${i ? b : a}: first frame ${times[i].join(', ')} median ${median(times[i])}; main thread busy ${busy[i].join(', ')} median ${median(busy[i])}`);
} finally {
  for (const s of servers) await s.close();
}
