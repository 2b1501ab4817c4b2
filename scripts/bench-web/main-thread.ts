// Where the main thread goes on a page: Lighthouse's bootup-time (script time per file) and
// mainthread-work-breakdown (time per kind of work), with each script chunk's time shared out among the
// modules in it by their share of the chunk's code (web/vite-plugins/chunk-modules.ts writes the map).
// A share by size is an estimate: a module that runs little at start counts as much as one that runs a lot.
import fs from 'node:fs';
import path from 'node:path';
import type { Lhr } from './lighthouse';

interface BootupItem {
  url: string;
  total: number;
  scripting: number;
  scriptParseCompile: number;
}
interface WorkItem {
  groupLabel: string;
  duration: number;
}

export interface MainThread {
  /** Time per kind of work (Script evaluation, Style & layout, ...), ms. */
  byWork: Array<{ work: string; ms: number }>;
  /** Script time (evaluation + parse) per module or package, largest first, ms. */
  byModule: Array<{ module: string; ms: number; chunk: string }>;
}

function itemsOf<T>(lhr: Lhr, audit: string): T[] {
  const details = lhr.audits[audit]?.details as { items?: T[] } | undefined;
  return details?.items ?? [];
}

export function mainThreadOf(lhr: Lhr, dist: string): MainThread {
  const mapFile = path.join(dist, '.vite', 'chunk-modules.json');
  const chunks = fs.existsSync(mapFile)
    ? (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as Record<string, Record<string, number>>)
    : {};
  const byWork = itemsOf<WorkItem>(lhr, 'mainthread-work-breakdown').map((item) => ({
    work: item.groupLabel,
    ms: item.duration,
  }));
  const byModule: MainThread['byModule'] = [];
  for (const item of itemsOf<BootupItem>(lhr, 'bootup-time')) {
    const ms = item.scripting + item.scriptParseCompile;
    const file = new URL(item.url, 'http://localhost').pathname.slice(1);
    const modules = chunks[file];
    const total = modules ? Object.values(modules).reduce((sum, n) => sum + n, 0) : 0;
    if (!modules || total === 0) {
      byModule.push({ module: item.url, ms, chunk: '-' });
      continue;
    }
    for (const [module, length] of Object.entries(modules))
      byModule.push({ module, ms: (ms * length) / total, chunk: file });
  }
  byModule.sort((a, b) => b.ms - a.ms);
  return { byWork, byModule };
}
