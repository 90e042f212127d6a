// Where the tutorial's first frame goes: one fresh browser, a CPU profile of the page's main thread
// from navigation to the first frame, the start-up marks and the scripts fetched. Diagnostic only
// (npm run build --mode test first): tsx tests/bench/firstFrameTrace.ts [scenario]
import { writeFileSync } from 'node:fs';
import { launch, serve } from '../e2e/harness';

const scenario = process.argv[2] ?? 'tutorial';
const srv = await serve();
const b = await launch({ width: 1280, height: 720 });
try {
  const cdp = await b.context.newCDPSession(b.page);
  const profiling = !process.env.NOPROF;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.PROF_US ?? 500) });
    await cdp.send('Profiler.start');
  }
  await b.page.goto(`${srv.url}?play=${scenario}&mode=solo&seed=1&bench`);
  await b.page.waitForFunction(() => typeof (window as unknown as { __aigleFirstFrame?: number }).__aigleFirstFrame === 'number', undefined, { timeout: 60000 });
  const { profile } = profiling ? ((await cdp.send('Profiler.stop')) as { profile: any }) : { profile: { nodes: [], samples: [], timeDeltas: [] } };
  writeFileSync('test-results/first-frame.cpuprofile', JSON.stringify(profile));
  const info = await b.page.evaluate(() => ({
    ff: (window as any).__aigleFirstFrame as number,
    marks: performance.getEntriesByType('mark').map((m) => `${m.name} ${Math.round(m.startTime)}`),
    res: performance.getEntriesByType('resource').map((r: any) => `${r.name.split('/').pop()} ${Math.round(r.startTime)}-${Math.round(r.responseEnd)}`),
    nav: (() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { resp: Math.round(n.responseEnd), dcl: Math.round(n.domContentLoadedEventEnd) };
    })(),
  }));
  console.log(JSON.stringify(info, null, 1));
  await cdp.send('Performance.enable');
  const metrics = ((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics;
  const navStart = metrics.find((m) => m.name === 'NavigationStart')!.value * 1e6;
  const marks = info.marks.map((m: string) => [m.split(' ')[0], Number(m.split(' ')[1])]);
  marks.push(['first-frame', info.ff]);
  writeFileSync('test-results/first-frame-marks.json', JSON.stringify({ marks, navStart }));
  // self time by function and by script between samples
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  const timeDeltas: number[] = profile.timeDeltas;
  profile.samples.forEach((id: number, i: number) => {
    const n = byId.get(id);
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${String(f.url).split('/').pop()}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const u = String(f.url).split('/').pop() || f.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + dt);
  });
  const top = (m: Map<string, number>, k: number) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${v.toFixed(1)}\t${n}`).join('\n');
  console.log('--- self ms by script\n' + top(byUrl, 20));
  console.log('--- self ms by function\n' + top(self, 40));
} finally {
  await b.close();
  await srv.stop();
}
