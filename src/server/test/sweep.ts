/**
 * How many seeds a content generator's long sweep draws: all of them in a local run, the first half under CI
 * (CI=true, which .ci/run sets). Building the sets is most of these tests' time; whoever changes a generator runs
 * its test file locally, with every seed, and CI re-checks the first half on every run. The first half rather than
 * a random one, so a seed that fails in CI fails again anywhere.
 */
export const sweepSize = (full: number) => (process.env.CI ? Math.ceil(full / 2) : full);
