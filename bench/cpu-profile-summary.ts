import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a V8 `.cpuprofile` this summary reads. */
interface CpuProfile {
  startTime: number;
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Which package or part of the site a frame belongs to. */
function owner(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node';
  const dist = url.indexOf('/dist/');
  return dist >= 0
    ? `site ${url
        .slice(dist + 1)
        .split('/')
        .slice(0, 2)
        .join('/')}`
    : url;
}

/** Now on the clock V8's profiles are stamped with (the machine's monotonic clock, in µs). */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Self time of every profile in a folder (each instance and cluster worker writes one on exit),
 * by owner and by function, idle left out: what the instances' CPU was spent on. Given a window
 * (`monotonicMicros` at its start and end), only the samples inside it count, so start-up's module
 * compilation and the shutdown stay out.
 */
export function summariseCpuProfiles(folder: string, window?: { from: number; to: number }, top = 15): string {
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  const files = readdirSync(folder).filter((file) => file.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CpuProfile;
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    let at = profile.startTime;
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      at += micros;
      if (window && (at < window.from || at > window.to)) return;
      const frame = frames.get(id);
      if (!frame || frame.functionName === '(idle)') return;
      busy += micros;
      const who = owner(frame.url, frame.functionName);
      byOwner.set(who, (byOwner.get(who) ?? 0) + micros);
      const name = `${frame.functionName || '(anonymous)'} ${who}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    });
  }
  const lines = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `  ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${name}`);
  return [
    `CPU profiles: ${files.length} processes, ${(busy / 1e6).toFixed(1)} s busy${window ? ' during the run' : ''} (idle left out)`,
    'self time by owner:',
    ...lines(byOwner),
    'self time by function:',
    ...lines(byFunction),
  ].join('\n');
}
