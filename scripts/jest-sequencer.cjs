const Sequencer = require("@jest/test-sequencer").default;

/**
 * Starts the files that start processes (the browser journeys and the deployment tests: a built
 * shop, Chromium, replicas) before the rest. They are the longest files, and one of them starting
 * last runs alone while the other workers wait; started first, they run while the short component
 * and rules files fill the other workers, and the run ends together.
 *
 * Within each group jest's own order stands: the files that failed last time, then the slowest
 * last time, then the largest (a fresh clone, as in CI, has no timings yet).
 */
class ProcessesFirst extends Sequencer {
  sort(tests) {
    const startsProcesses = (test) => /[\\/](e2e|api[\\/]test[\\/]deployment)[\\/]/.test(test.path);
    return [...super.sort(tests)].sort((a, b) => Number(startsProcesses(b)) - Number(startsProcesses(a)));
  }
}

module.exports = ProcessesFirst;
