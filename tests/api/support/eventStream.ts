import http from 'node:http';
/** One Server-Sent Event as read off the wire. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Opens a Server-Sent Events stream with fetch (Node has no EventSource) and collects its events;
 * `next(match)` waits for the first event (already received or coming) that matches.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let ended = false;
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    // A reader, not `for await`: the stream's async iterator is typed only by some lib versions.
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { done, value: chunk } = await reader.read();
        if (done) break;
        buffer += decoder.decode(chunk, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
        for (const w of [...waiters]) w();
      }
    } catch {
      // aborted
    }
    ended = true;
    for (const w of [...waiters]) w();
  })();
  return {
    status: res.status,
    ended: () => ended,
    events,
    /** The first event matching, waiting for it while the stream is open. */
    next(match: (e: StreamEvent) => boolean): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            resolve(found);
          } else if (ended) {
            waiters.delete(check);
            reject(new Error('stream closed'));
          }
        };
        waiters.add(check);
        check();
      });
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/**
 * Opens the change stream on a plain socket (node:http, no agent: one connection each), waits for its
 * `ready` event and drops the connection, as a browser tab closed mid-stream does: the cheapest real
 * connect and disconnect, for the runs of thousands (tests/api/changeStream.test.ts, bench:changeStream).
 * Resolves with the status once the client's socket has closed.
 */
export function connectAndDrop(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    let dropped = false;
    const drop = () => {
      dropped = true;
      req.destroy();
    };
    const req = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', ...headers } },
      (res) => {
        let seen = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          seen += chunk;
          if (seen.includes('event: ready\n')) drop();
        });
        res.on('end', drop);
        req.on('close', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (err) => {
      if (!dropped) reject(err);
    });
  });
}
