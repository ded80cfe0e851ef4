/** Checks a calendar file byte by byte against RFC 5545 section 3.1 (lines, folding, UTF-8). */
export function rfc5545Problems(bytes: Buffer): string[] {
  const problems: string[] = [];
  if (bytes.length < 2 || bytes[bytes.length - 2] !== 0x0d || bytes[bytes.length - 1] !== 0x0a)
    problems.push('does not end in CRLF');
  const lines: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === 0x0a && bytes[i - 1] !== 0x0d) problems.push(`bare LF at octet ${i}`);
    if (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a) problems.push(`bare CR at octet ${i}`);
    if (bytes[i] === 0x0d && bytes[i + 1] === 0x0a) {
      lines.push(bytes.subarray(start, i));
      start = i + 2;
    }
  }
  const decoder = new TextDecoder('utf-8', { fatal: true });
  lines.forEach((line, n) => {
    if (line.length > 75) problems.push(`line ${n + 1} is ${line.length} octets`);
    try {
      decoder.decode(line);
    } catch {
      problems.push(`line ${n + 1} splits a UTF-8 character`);
    }
  });
  return problems;
}
