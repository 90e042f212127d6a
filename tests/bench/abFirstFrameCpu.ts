// A/B of the tutorial's first frame between two builds, counted in CPU time: each fresh browser is traced
// (Chromium's trace events carry the thread time of each task), and the renderer's main-thread CPU time
// from navigation to the first frame is summed. Wall-clock first frames on the shared two cores spread by
// +-30% with other engineers' load; this CPU time spread by about +-10% at a load of 10 (issue 8).
// Diagnostic only: tsx tests/bench/abFirstFrameCpu.ts <distA> <distB> [rounds] [scenario]
// (PER=1 also prints each run's CPU time by process: browser, GPU, renderer).
import { launch } from '../e2e/harness';
import { serveStatic } from '../e2e/staticServer';
const [a, b] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 5);
const scenario = process.argv[5] ?? 'tutorial';
const servers = [await serveStatic(a), await serveStatic(b)];
const res: { ff: number[]; cpu: number[]; all: number[] }[] = [{ ff: [], cpu: [], all: [] }, { ff: [], cpu: [], all: [] }];
const median = (x: number[]) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
try {
  for (let r = 0; r < rounds; r++) {
    for (const i of r % 2 ? [1, 0] : [0, 1]) {
      const br = await launch({ width: 1280, height: 720 });
      try {
        const cdp = await br.context.newCDPSession(br.page);
        const events: any[] = [];
        cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
        await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'loading', 'blink.user_timing'] } } as any);
        await br.page.goto(`http://127.0.0.1:${servers[i].port}/?play=${scenario}&mode=solo&seed=1&bench`);
        await br.page.waitForFunction(() => typeof (window as any).__aigleFirstFrame === 'number', undefined, { timeout: 60000 });
        const ff = await br.page.evaluate(() => (window as any).__aigleFirstFrame as number);
        const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
        await cdp.send('Tracing.end');
        await done;
        const rp = events.find((e) => e.name === 'process_name' && e.args.name === 'Renderer').pid;
        const nav = events.find((e) => e.pid === rp && e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith('http'));
        const t0 = nav.ts, t1 = nav.ts + ff * 1000;
        const top = events.filter((e) => e.pid === rp && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= t0 && e.ts <= t1);
        const cpu = top.filter((e) => e.tid === rp).reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000;
        const all = top.reduce((s, e) => s + (e.tdur ?? e.dur), 0) / 1000;
        const procs = events.filter((e) => e.name === 'process_name').map((e) => [e.pid, e.args.name]);
        const per = procs.map(([pid, name]) => {
          const ts = events.filter((e) => e.pid === pid && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= t0 && e.ts <= t1);
          return `${name} ${Math.round(ts.reduce((s2, e) => s2 + (e.tdur ?? e.dur), 0) / 1000)}`;
        });
        if (process.env.PER) console.log(i ? 'B' : 'A', Math.round(ff), per.join(', '));
        res[i].ff.push(Math.round(ff));
        res[i].cpu.push(Math.round(cpu));
        res[i].all.push(Math.round(all));
        if (br.errors.length) console.log(`page errors (${i ? 'B' : 'A'}): ${br.errors.join(' | ')}`);
      } finally {
        await br.close();
      }
    }
  }
  for (const i of [0, 1]) console.log(`${i ? 'B' : 'A'} ${i ? b : a}: first frame ${res[i].ff.join(', ')} median ${median(res[i].ff)}; renderer main CPU ${res[i].cpu.join(', ')} median ${median(res[i].cpu)}; renderer all threads CPU median ${median(res[i].all)}`);
} finally {
  for (const s of servers) await s.close();
}
