/**
 * Reads a secret without showing it: typed at a terminal (nothing echoed), or the first line of
 * piped standard input (`printf '%s\n' "$PASSWORD" | ...`).
 */
export async function readSecret(prompt: string): Promise<string> {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    let text = '';
    for await (const chunk of stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve) => {
    let secret = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\u0003') {
          stderr.write('\n');
          process.exit(130);
        }
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stderr.write('\n');
          resolve(secret);
          return;
        }
        secret = ch === '\u007f' || ch === '\b' ? secret.slice(0, -1) : secret + ch;
      }
    };
    stdin.on('data', onData);
  });
}
