// CPU seconds of the calling thread (Linux /proc/thread-self), so the bench can tell the main
// thread's work from the voice thread's: process.cpuUsage() counts every thread of the process.
import { readFileSync } from 'node:fs';

/** User + system CPU seconds of the calling thread, or NaN where /proc is not readable. */
export function threadCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields 14 and 15 of stat(5) (utime, stime), counted from the state field as 3
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
