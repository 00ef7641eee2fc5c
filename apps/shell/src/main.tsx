/**
 * The entry evaluates the app's code in stages, a task each. A browser evaluates a module and
 * everything it imports statically in one task: 18 to 26 ms for the shop's first load on a quiet
 * machine, 43 to 58 on a busy one, which a 4x-throttled phone turns into a single task of up to a
 * quarter of a second. The HTML preloads every stage's chunks (vite-plugins/stagePreloads.ts), so
 * staging costs no round trip. React's chunk comes with this module (it holds Vite's helper for
 * these imports, vite-plugins/chunks.ts), so the first stage is this module's own task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function main(root: HTMLElement) {
  // React (its own chunk), then the other libraries (vendor), then the shop's code and the app.
  await import('react-dom/client');
  await nextTask();
  await import('styled-components');
  await nextTask();
  const { start } = await import('./start');
  // Start-up's own work (the API client, the stored session, the first requests) too.
  await nextTask();
  await start(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void main(root);
