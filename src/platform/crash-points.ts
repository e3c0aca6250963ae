// Fault injection for the crash tests: a process started with TCA_TEST_CRASH_POINT=<name> kills itself (SIGKILL, no
// clean-up, as a power cut would) the first time it reaches the point of that name. Unset, a point costs one
// comparison with undefined.
const armed = process.env.TCA_TEST_CRASH_POINT || undefined;

export function crashPoint(name: string): void {
  if (armed === name) process.kill(process.pid, 'SIGKILL');
}
