const fs = require("node:fs");
const path = require("node:path");

/**
 * Says where a jest run's time went: for each project, its files, the wall time from its first file's
 * start to its last file's end, and the time its files took added up (more than the wall time when
 * workers ran its files side by side) and how busy the machine's cores were over that wall time (on
 * Linux); then the slowest files of the whole run.
 *
 * Listed in jest.config.js beside the default reporter. `JEST_SLOWEST=N` shows N files (default 12).
 */
class TimingReporter {
  constructor() {
    /** @type {Array<{ project: string; path: string; start: number; end: number }>} */
    this.files = [];
    /** @type {Map<string, number>} */
    this.started = new Map();
    /** The cores' busy and idle ticks, read every second: how busy they were in any window of the run. */
    this.cpu = [];
  }

  onRunStart() {
    const sample = () => {
      const ticks = cpuTicks();
      if (ticks) this.cpu.push({ at: Date.now(), ...ticks });
    };
    sample();
    this.sampler = setInterval(sample, 1000);
    this.sampler.unref();
  }

  /** The share of the cores' time that was busy between `from` and `to`, as "NN%" ("?" without readings). */
  busyBetween(from, to) {
    const first = this.cpu.findLast((s) => s.at <= from) ?? this.cpu[0];
    const last = this.cpu.find((s) => s.at >= to) ?? this.cpu.at(-1);
    if (!first || !last || last === first) return "?";
    const busy = last.busy - first.busy;
    const total = busy + last.idle - first.idle;
    return total > 0 ? `${Math.round((busy * 100) / total)}%` : "?";
  }

  // Timed here, on one clock, rather than from each result's perfStats: a runner that keeps its
  // workers (the API project's) may time its files on its workers' own clocks.
  onTestFileStart(test) {
    this.started.set(test.path, Date.now());
  }

  onTestFileResult(test) {
    const project = test.context.config.displayName?.name ?? "default";
    const start = this.started.get(test.path) ?? Date.now();
    this.files.push({ project, path: path.relative(process.cwd(), test.path), start, end: Date.now() });
  }

  onRunComplete() {
    clearInterval(this.sampler);
    if (this.files.length === 0) return;
    const projects = new Map();
    for (const file of this.files) {
      const p = projects.get(file.project) ?? { files: 0, first: Infinity, last: 0, summed: 0 };
      p.files += 1;
      p.first = Math.min(p.first, file.start);
      p.last = Math.max(p.last, file.end);
      p.summed += file.end - file.start;
      projects.set(file.project, p);
    }
    const lines = [
      "",
      "Time per jest project (wall: first file's start to last file's end; summed: every file's time added up; busy: the cores over that wall time)",
    ];
    lines.push(row(["project", "files", "wall", "summed", "busy"]));
    for (const [name, p] of [...projects].sort((a, b) => b[1].summed - a[1].summed)) {
      lines.push(row([name, String(p.files), seconds(p.last - p.first), seconds(p.summed), this.busyBetween(p.first, p.last)]));
    }
    const slowest = Number(process.env.JEST_SLOWEST ?? 12);
    lines.push("", `Slowest ${Math.min(slowest, this.files.length)} test files`);
    for (const file of [...this.files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, slowest)) {
      lines.push(row([seconds(file.end - file.start), file.project, file.path]));
    }
    process.stderr.write(`${lines.join("\n")}\n\n`);
  }
}

/** The cores' busy and idle time so far in clock ticks, from the first line of /proc/stat (undefined elsewhere). */
function cpuTicks() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return undefined;
  }
}

const row = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(i === 0 ? 10 : 8))).join(" ");
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

module.exports = TimingReporter;
