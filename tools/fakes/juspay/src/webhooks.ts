export interface WebhookTarget {
  url: string;
  /** The HTTP Basic credentials configured on Juspay's dashboard for webhooks. */
  username: string;
  password: string;
}

export interface SentWebhook {
  body: unknown;
  /** The receiver's answer; null when dropped on purpose or the receiver could not be reached. */
  responseStatus: number | null;
  dropped: boolean;
}

/**
 * Delivers webhooks one at a time, in the order the events happened, as Basic-authenticated JSON
 * POSTs (https://juspay.io/in/docs/payout/docs/resources/webhooks). Failures are recorded, not retried:
 * tests replay on purpose.
 */
export class WebhookSender {
  readonly sent: SentWebhook[] = [];
  drop = false;
  private last: unknown = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(public target: WebhookTarget | null) {}

  send(body: unknown): void {
    this.last = body;
    const dropped = this.drop;
    this.queue = this.queue.then(() => this.deliver(body, dropped));
  }

  /** Sends the last event again, as Juspay does when it retries. */
  replayLast(): void {
    if (this.last !== null) {
      const body = this.last;
      this.queue = this.queue.then(() => this.deliver(body, false));
    }
  }

  /** Resolves once every webhook sent so far has been delivered (or has failed). */
  settled(): Promise<void> {
    return this.queue;
  }

  private async deliver(body: unknown, dropped: boolean): Promise<void> {
    if (dropped || this.target === null) {
      this.sent.push({ body, responseStatus: null, dropped: true });
      return;
    }
    const { url, username, password } = this.target;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      this.sent.push({ body, responseStatus: response.status, dropped: false });
    } catch {
      this.sent.push({ body, responseStatus: null, dropped: false });
    }
  }
}
