/**
 * What the sandbox can be told to do to refund requests, as Razorpay may: refuse one outright (a
 * 400 with Razorpay's error shape, e.g. not enough balance), or make it and lose the answer (a
 * 5xx after the refund exists, as when a connection drops). It also keeps Razorpay's
 * X-Refund-Idempotency promise: the same key answers the refund it first made.
 */
export class SandboxRefundFaults {
  private refusal: string | null = null;
  private lostAnswers = 0;
  private holdNext = false;
  private held: Array<() => void> = [];
  private readonly refundIdByKey = new Map<string, string>();

  /** The next refund request is refused with this description (Razorpay's `error.description`). */
  refuseNext(description: string): void {
    this.refusal = description;
  }

  /** The next `count` refund requests make their refund, then answer 500 instead of it. */
  loseNextAnswers(count: number): void {
    this.lostAnswers = count;
  }

  /** The next refund is made and stays pending (the money has not moved) until `releaseHeld`. */
  holdNextPending(): void {
    this.holdNext = true;
  }

  /** Held refunds are processed now, with their webhooks. */
  releaseHeld(): void {
    const held = this.held;
    this.held = [];
    for (const settle of held) settle();
  }

  /** Keeps a refund's settling for later when it is to be held; true when it was. */
  holdIfAsked(settle: () => void): boolean {
    if (!this.holdNext) return false;
    this.holdNext = false;
    this.held.push(settle);
    return true;
  }

  /** The refusal due now, once. */
  takeRefusal(): string | null {
    const refusal = this.refusal;
    this.refusal = null;
    return refusal;
  }

  /** Whether this answer is to be lost, once per count. */
  takeLostAnswer(): boolean {
    if (this.lostAnswers <= 0) return false;
    this.lostAnswers -= 1;
    return true;
  }

  /** The refund an earlier request with this idempotency key made. */
  madeWith(key: string | undefined): string | undefined {
    return key ? this.refundIdByKey.get(key) : undefined;
  }

  remember(key: string | undefined, refundId: string): void {
    if (key) this.refundIdByKey.set(key, refundId);
  }
}
