const path = require("node:path");

/**
 * Says where a jest run's time went: for each project, its files, the wall time from its first file's
 * start to its last file's end, and the time its files took added up (more than the wall time when
 * workers ran its files side by side); then the slowest files of the whole run.
 *
 * Listed in jest.config.js beside the default reporter. `JEST_SLOWEST=N` shows N files (default 12).
 */
class TimingReporter {
  constructor() {
    /** @type {Array<{ project: string; path: string; start: number; end: number }>} */
    this.files = [];
    /** @type {Map<string, number>} */
    this.started = new Map();
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
    const lines = ["", "Time per jest project (wall: first file's start to last file's end; summed: every file's time added up)"];
    lines.push(row(["project", "files", "wall", "summed"]));
    for (const [name, p] of [...projects].sort((a, b) => b[1].summed - a[1].summed)) {
      lines.push(row([name, String(p.files), seconds(p.last - p.first), seconds(p.summed)]));
    }
    const slowest = Number(process.env.JEST_SLOWEST ?? 12);
    lines.push("", `Slowest ${Math.min(slowest, this.files.length)} test files`);
    for (const file of [...this.files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, slowest)) {
      lines.push(row([seconds(file.end - file.start), file.project, file.path]));
    }
    process.stderr.write(`${lines.join("\n")}\n\n`);
  }
}

const row = (cells) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(i === 0 ? 10 : 8))).join(" ");
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

module.exports = TimingReporter;
