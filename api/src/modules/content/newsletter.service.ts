import crypto from "node:crypto";
import { type DataSource, IsNull } from "typeorm";
import { NotFoundError } from "../../common/errors";
import type { CouponService } from "../coupon/coupon.service";
import type { MessageOutbox } from "../notification/message-outbox";
import { NewsletterSubscriber } from "./newsletter-subscriber.entity";
import { confirmSubscriptionEmail, welcomeCodeEmail } from "./newsletter.emails";

/** What the newsletter's promise is worth: "10% off your first order". Every text that states it reads this. */
export const WELCOME_PERCENTAGE = 10;

/**
 * The newsletter's double opt-in: signing up emails a confirmation link; confirming emails a
 * unique single-use first-order code, once per address ever (signing up again, or confirming
 * twice, issues nothing new); every email carries an unsubscribe link.
 */
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly coupons: CouponService,
    private readonly emails: MessageOutbox,
    private readonly publicUrl: string,
  ) {}

  /**
   * Signs an address up (already validated and lowercased). A confirmed address changes nothing;
   * one still waiting gets its confirmation link again; one that unsubscribed must confirm again.
   */
  async subscribe(email: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const repo = tx.getRepository(NewsletterSubscriber);
      await repo.createQueryBuilder().insert().values({ email, unsubscribeToken: randomToken() }).orIgnore().execute();
      const subscriber = await repo.findOne({ where: { email }, lock: { mode: "pessimistic_write" } });
      if (!subscriber || (subscriber.confirmedAt && !subscriber.unsubscribedAt)) return;
      const token = randomToken();
      await repo.update(subscriber.id, { confirmationTokenHash: sha256(token), confirmedAt: null, unsubscribedAt: null });
      await this.emails.enqueueEmail(
        tx,
        `newsletter-confirm:${subscriber.id}:${sha256(token)}`,
        confirmSubscriptionEmail(
          email,
          `${this.publicUrl}/newsletter/confirm?token=${token}`,
          WELCOME_PERCENTAGE,
          this.unsubscribeLink(subscriber),
        ),
        { urgent: true },
      );
    });
  }

  /** Confirms from the emailed link; the first confirmation of an address sends its welcome code. */
  async confirm(token: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const repo = tx.getRepository(NewsletterSubscriber);
      const subscriber = await repo.findOne({
        where: { confirmationTokenHash: sha256(token.trim()), unsubscribedAt: IsNull() },
        lock: { mode: "pessimistic_write" },
      });
      if (!subscriber) throw new NotFoundError("Subscription for this link");
      if (subscriber.confirmedAt) return;
      await repo.update(subscriber.id, { confirmedAt: new Date() });
      if (subscriber.welcomeCouponId) return;
      const coupon = await this.coupons.issueWelcomeCoupon(tx, WELCOME_PERCENTAGE, subscriber.email);
      await repo.update(subscriber.id, { welcomeCouponId: coupon.id });
      await this.emails.enqueueEmail(
        tx,
        `newsletter-welcome:${subscriber.id}`,
        welcomeCodeEmail(subscriber.email, coupon.code, WELCOME_PERCENTAGE, `${this.publicUrl}/`, this.unsubscribeLink(subscriber)),
      );
    });
  }

  /** Unsubscribes the address the link was sent to; doing it twice is fine. */
  async unsubscribe(token: string): Promise<void> {
    const repo = this.dataSource.getRepository(NewsletterSubscriber);
    const subscriber = await repo.findOneBy({ unsubscribeToken: token.trim() });
    if (!subscriber) throw new NotFoundError("Subscription for this link");
    if (!subscriber.unsubscribedAt) await repo.update(subscriber.id, { unsubscribedAt: new Date() });
  }

  private unsubscribeLink(subscriber: NewsletterSubscriber): string {
    return `${this.publicUrl}/newsletter/unsubscribe?token=${subscriber.unsubscribeToken}`;
  }
}

const randomToken = () => crypto.randomBytes(24).toString("base64url");
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
