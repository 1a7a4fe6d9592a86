// Memory of a process and its descendants (Linux /proc), for recycling the browser and for the benchmark.
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields resume after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/** The pid and every descendant's pid. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [root];
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === null) continue;
    const list = children.get(parent) ?? [];
    list.push(pid);
    children.set(parent, list);
  }
  const tree: number[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop()!;
    tree.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function field(text: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** Resident and proportional set sizes of a process tree, in MB (PSS counts shared pages once across the tree). */
export function treeMemory(root: number): { rssMb: number; pssMb: number; processes: number } {
  let rss = 0;
  let pss = 0;
  const pids = processTree(root);
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      rss += field(rollup, 'Rss');
      pss += field(rollup, 'Pss');
    } catch {
      // The process ended while we looked.
    }
  }
  return { rssMb: rss / 1024, pssMb: pss / 1024, processes: pids.length };
}
