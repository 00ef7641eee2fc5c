import { startDemo } from './startDemo';

/** The mock backend first, so the shell's first request already reaches it. */
async function main(root: HTMLElement) {
  const options = await startDemo();
  const { start } = await import('@atelier/shell/start');
  await start(root, options);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void main(root);
